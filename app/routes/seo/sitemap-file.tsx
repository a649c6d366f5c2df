import { sitemapFile } from "#server/news/sitemap-files.ts";
import { xmlResponse } from "#server/news/xml-response.ts";
import type { Route } from "./+types/sitemap-file";

// /sitemap/:n.xml: one file of the sitemap index (see server/news/sitemap-files.ts).
export async function loader({ params }: Route.LoaderArgs) {
  const n = /^\d{1,6}\.xml$/.test(params.file) ? Number.parseInt(params.file, 10) : Number.NaN;
  const body = await sitemapFile(n);
  if (body === null) throw new Response("Not found", { status: 404 });
  return xmlResponse(body);
}
