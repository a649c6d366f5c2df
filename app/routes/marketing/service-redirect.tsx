import { redirect } from "react-router";
import { servicePath } from "#app/content/service-nav.ts";
import { legacyServicePaths } from "#app/content/services.ts";
import { notFound } from "#app/lib/not-found.ts";
import type { Route } from "./+types/service-redirect";

// The home page's 'Support & Maintenance' card uses /support-maintenance while the menu uses
// /maintenance-support (spec section 2). One page, one canonical address: a permanent redirect.
// `url` is the normalized URL (request.url ends in ".data" on client navigations).
export function loader({ url }: Route.LoaderArgs) {
  const target = legacyServicePaths[url.pathname.replace(/^\/+|\/+$/g, "")];
  if (!target) throw notFound();
  return redirect(`${servicePath(target)}${url.search}`, 308);
}

// A UI route (not a resource route), so client-side links to it follow the redirect in the app.
export default function ServiceRedirect() {
  return null;
}
