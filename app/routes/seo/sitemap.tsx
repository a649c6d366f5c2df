import { sitemapPages } from "#app/route-table.ts";
import { sitemapDocument } from "#server/seo/sitemap.ts";
import { xmlResponse } from "#server/seo/xml.ts";

// /sitemap.xml: the route table's listed pages and every published article, or an index of
// numbered files past 45,000 articles (server/seo/sitemap.ts).
export async function loader() {
  return xmlResponse(await sitemapDocument(sitemapPages()));
}
