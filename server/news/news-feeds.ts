import { pageTitle } from "#app/content/site-name.ts";
import { newsCategories } from "#app/lib/news-categories.ts";
import { excerpt } from "#app/lib/news-format.ts";
import type { NewsRow } from "./news-repository.ts";

// RSS 2.0 and sitemaps as text. Everything inserted is escaped: titles come from editors.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string) {
  return (
    value
      .replace(
        /[<>&'"]/g,
        (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
      )
      // Characters XML 1.0 forbids would make the whole feed unreadable.
      .replace(forbiddenInXml, "")
  );
}

const absolute = (siteUrl: string, address: string) => new URL(address, `${siteUrl}/`).href;

export function rssFeed(options: {
  siteUrl: string;
  title: string;
  description: string;
  /** The page the feed mirrors, e.g. /global-news. */
  path: string;
  feedPath: string;
  items: NewsRow[];
}) {
  const { siteUrl } = options;
  const items = options.items
    .map((row) => {
      const link = `${siteUrl}/news/${row.id}`;
      const image = row.img
        ? `\n      <enclosure url="${escapeXml(absolute(siteUrl, row.img))}" type="image/jpeg" length="0"/>`
        : "";
      return `    <item>
      <title>${escapeXml(row.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${row.publishAt.toUTCString()}</pubDate>
      <category>${escapeXml(row.category)}</category>
      <description>${escapeXml(excerpt(row.body1 || row.conclusion, 400))}</description>${image}
    </item>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(options.title)}</title>
    <link>${escapeXml(absolute(siteUrl, options.path))}</link>
    <description>${escapeXml(options.description)}</description>
    <language>en-gb</language>
    <atom:link href="${escapeXml(absolute(siteUrl, options.feedPath))}" rel="self" type="application/rss+xml"/>
${options.items[0] ? `    <lastBuildDate>${options.items[0].publishAt.toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

export const feedTitle = (heading?: string) => pageTitle(heading ?? "News");

/** Marketing and section pages, listed by path (they have no database rows to date them). */
export const staticSitemapPaths = [
  "/",
  "/work",
  "/about",
  "/contact",
  "/videos",
  "/news",
  "/ecommerce",
  "/web-development",
  "/web-design",
  "/mobile-app",
  "/maintenance-support",
  "/desktop-application",
  "/graphics-design",
  "/ux-ui-design",
  "/digital-marketing",
  ...newsCategories.map((category) => `/${category.slug}`),
];

/** Pages listing articles: they change whenever the latest article does. */
const newsListPaths = ["/news", ...newsCategories.map((category) => `/${category.slug}`)];

/** One sitemap file: the static pages (when `withPages`) and the given articles. */
export function sitemap(
  siteUrl: string,
  articles: { id: string; updatedAt: Date }[],
  options: { latest?: Date; withPages: boolean },
) {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${siteUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  const pages = options.withPages
    ? staticSitemapPaths.map((path) =>
        url(path, newsListPaths.includes(path) ? options.latest : undefined),
      )
    : [];
  const lines = [...pages, ...articles.map((a) => url(`/news/${a.id}`, a.updatedAt))];
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

export function robotsTxt(siteUrl: string) {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /dashbord
Disallow: /bookingTable
Disallow: /addNews
Disallow: /deleteNews
Disallow: /editNews/
Disallow: /addVideo
Disallow: /deleteVideo

Sitemap: ${siteUrl}/sitemap.xml
`;
}
