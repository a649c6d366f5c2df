import { disallowedPaths } from "#app/route-table.ts";
import { getConfig } from "#server/config.ts";
import { robotsTxt } from "#server/seo/robots.ts";

// /robots.txt: written from the route table, so every page that is not public is disallowed.
export function loader() {
  return new Response(robotsTxt(getConfig().siteUrl, disallowedPaths()), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
