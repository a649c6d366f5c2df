import { sitemapDocument } from "#server/news/sitemap-files.ts";
import { xmlResponse } from "#server/news/xml-response.ts";

// /sitemap.xml: every page and published article, or an index of numbered files past 45,000.
export async function loader() {
  return xmlResponse(await sitemapDocument());
}
