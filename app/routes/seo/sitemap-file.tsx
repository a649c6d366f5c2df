import { notFound } from "#app/lib/not-found.ts";
import { sitemapPages } from "#app/route-table.ts";
import { sitemapFile } from "#server/seo/sitemap.ts";
import { xmlResponse } from "#server/seo/xml.ts";
import type { Route } from "./+types/sitemap-file";

// /sitemap/:n.xml: one file of the sitemap index (see server/seo/sitemap.ts).
export async function loader({ params }: Route.LoaderArgs) {
  const n = /^\d{1,6}\.xml$/.test(params.file) ? Number.parseInt(params.file, 10) : Number.NaN;
  const body = await sitemapFile(n, sitemapPages());
  if (body === null) throw notFound();
  return xmlResponse(body);
}
