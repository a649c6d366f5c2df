import { articlePath } from "#app/lib/article-slug-text.ts";
import { getConfig } from "../config.ts";
import { countPublicNews, listSitemapEntries } from "../news/news-repository.ts";
import { escapeXml } from "./xml.ts";

// The sitemap: the site's fixed pages (from app/route-table.ts, handed in by the route) and every
// published article. The protocol allows 50,000 addresses per file: up to ARTICLES_PER_FILE
// articles, /sitemap.xml is one file with every page; past that it is an index of numbered files
// (/sitemap/1.xml …), oldest articles first, the fixed pages in the first file.

export const ARTICLES_PER_FILE = 45_000;

/** A fixed page; `datedByNews` pages (category lists) take the newest article's date. */
export type SitemapPage = { path: string; datedByNews: boolean };

const fileCount = (articles: number) => Math.max(1, Math.ceil(articles / ARTICLES_PER_FILE));

/** The document /sitemap.xml answers: a sitemap, or a sitemap index past one file. */
export async function sitemapDocument(pages: SitemapPage[]) {
  const articles = await countPublicNews();
  if (articles > ARTICLES_PER_FILE) return sitemapIndex(getConfig().siteUrl, fileCount(articles));
  return fileBody(1, pages);
}

/** Sitemap file `n` (1-based), or null when there is no such file. */
export async function sitemapFile(n: number, pages: SitemapPage[]) {
  if (!Number.isInteger(n) || n < 1 || n > fileCount(await countPublicNews())) return null;
  return fileBody(n, pages);
}

async function fileBody(n: number, pages: SitemapPage[]) {
  const entries = await listSitemapEntries({
    limit: ARTICLES_PER_FILE,
    offset: (n - 1) * ARTICLES_PER_FILE,
  });
  const latest = entries.at(-1)?.publishAt ?? undefined;
  return sitemap(getConfig().siteUrl, n === 1 ? pages : [], entries, latest);
}

/** One sitemap file: the given pages and articles. */
export function sitemap(
  siteUrl: string,
  pages: SitemapPage[],
  articles: { slug: string; updatedAt: Date }[],
  latest?: Date,
) {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${siteUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  const lines = [
    ...pages.map((page) => url(page.path, page.datedByNews ? latest : undefined)),
    ...articles.map((article) => url(articlePath(article.slug), article.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${lines.join("\n")}
</urlset>
`;
}

/** A sitemap index naming sitemap files 1…count (/sitemap/1.xml and so on). */
export function sitemapIndex(siteUrl: string, count: number) {
  const entries = Array.from(
    { length: count },
    (_, i) => `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}
