import { getConfig } from "#server/config.ts";
import { robotsTxt } from "#server/news/news-feeds.ts";

export function loader() {
  return new Response(robotsTxt(getConfig().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
