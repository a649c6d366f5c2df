import { articlePath } from "#app/lib/article-slug-text.ts";
import { excerpt } from "#app/lib/news-format.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { escapeXml } from "../seo/xml.ts";
import type { NewsRow } from "./news-repository.ts";
import { articlePlainText, articleSections } from "./news-view.ts";

// RSS 2.0 feeds as text. Everything inserted is escaped: titles come from editors. Each item's
// description is the article's plain text; content:encoded carries its body as the article page
// renders it, from the same Markdown subset (ADR 0100).

const absolute = (siteUrl: string, address: string) => new URL(address, `${siteUrl}/`).href;

// No picture sizes (ADR 0167): a reader that narrows a picture without `height: auto` would
// stretch one that carried a height.
const bodyHtml = (row: NewsRow, siteUrl: string) =>
  articleSections(row, { base: siteUrl })
    .map((section) => section.html)
    .join("");

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
      // Read at its slug; known to feed readers by its id's address, which never changes (it
      // redirects to the slug, ADR 0105), so a renamed article is not taken for a new one.
      const link = `${siteUrl}${articlePath(row.slug)}`;
      const guid = `${siteUrl}/news/${row.id}`;
      const image = row.img
        ? `\n      <enclosure url="${escapeXml(absolute(siteUrl, row.img))}" type="image/jpeg" length="0"/>`
        : "";
      return `    <item>
      <title>${escapeXml(row.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(guid)}</guid>
      <pubDate>${row.publishAt.toUTCString()}</pubDate>
      <category>${escapeXml(row.category)}</category>
      <description>${escapeXml(excerpt(articlePlainText(row), 400))}</description>
      <content:encoded>${escapeXml(bodyHtml(row, siteUrl))}</content:encoded>${image}
    </item>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
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
