import { getConfig } from "#server/config.ts";
import { sitemap } from "#server/news/news-feeds.ts";
import { listSitemapEntries } from "#server/news/news-repository.ts";

// One sitemap file holds at most 50,000 addresses; the newest articles fill what the static
// pages leave (a sitemap index would be the next step past that).
const maxArticles = 49_000;

export async function loader() {
  const entries = await listSitemapEntries(maxArticles);
  const body = sitemap(getConfig().siteUrl, entries, entries[0]?.publishAt);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
