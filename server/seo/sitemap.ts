import { getConfig } from "../config.ts";
import { sitemap, sitemapIndex } from "./news-feeds.ts";
import { countPublicNews, listSitemapEntries } from "./news-repository.ts";

// The sitemap protocol allows 50,000 addresses per file. Up to ARTICLES_PER_FILE published
// articles, /sitemap.xml is one file with every page; past that it is an index of numbered files
// (/sitemap/1.xml …), oldest articles first, the static pages in the first file.

export const ARTICLES_PER_FILE = 45_000;

const fileCount = (articles: number) => Math.max(1, Math.ceil(articles / ARTICLES_PER_FILE));

/** The document /sitemap.xml answers: a sitemap, or a sitemap index past one file. */
export async function sitemapDocument() {
  const articles = await countPublicNews();
  if (articles > ARTICLES_PER_FILE) return sitemapIndex(getConfig().siteUrl, fileCount(articles));
  return fileBody(1);
}

/** Sitemap file `n` (1-based), or null when there is no such file. */
export async function sitemapFile(n: number) {
  if (!Number.isInteger(n) || n < 1 || n > fileCount(await countPublicNews())) return null;
  return fileBody(n);
}

async function fileBody(n: number) {
  const entries = await listSitemapEntries({
    limit: ARTICLES_PER_FILE,
    offset: (n - 1) * ARTICLES_PER_FILE,
  });
  const latest = entries.at(-1)?.publishAt ?? undefined;
  return sitemap(getConfig().siteUrl, entries, { latest, withPages: n === 1 });
}
