import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { privacy } from "#app/content/legal/privacy.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { Route } from "./+types/privacy";

export default function Privacy() {
  return <LegalPage document={privacy} />;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle(privacy.title),
    description: fillSiteDetails(privacy.description),
    path: "/privacy",
  });
}
