import type { MetaDescriptor } from "react-router";
import { pageTitle, siteName } from "#app/lib/site-name.ts";
import { excerpt } from "./news-format.ts";

// Head tags for news pages, built from loader data so they are in the server-rendered HTML:
// Facebook, WhatsApp and X read them without running JavaScript. The news is part of the one site:
// its name and title pattern are the site's (app/lib/site-name.ts). An article's structured
// data is in news-article-ld.ts.

export const fallbackShareImage = "/images/news-share.jpg";

type PageMeta = {
  siteUrl: string;
  /** Path of the page, e.g. /news/<id>; becomes the canonical URL. */
  path: string;
  title: string;
  description: string;
  /** Absolute or site-relative image address; the fallback logo when absent. */
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  type?: "website" | "article";
  lang?: string;
};

const absolute = (siteUrl: string, address: string) => new URL(address, `${siteUrl}/`).href;

export function newsPageMeta(page: PageMeta): MetaDescriptor[] {
  const url = absolute(page.siteUrl, page.path);
  const image = absolute(page.siteUrl, page.image || fallbackShareImage);
  const description = excerpt(page.description, 200);
  const hasOwnImage = Boolean(page.image);
  return [
    { title: pageTitle(page.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(hasOwnImage && page.imageWidth && page.imageHeight
      ? [
          { property: "og:image:width", content: String(page.imageWidth) },
          { property: "og:image:height", content: String(page.imageHeight) },
        ]
      : hasOwnImage
        ? []
        : [
            { property: "og:image:width", content: "1200" },
            { property: "og:image:height", content: "630" },
          ]),
    { property: "og:image:alt", content: page.title },
    ...(page.lang
      ? [{ property: "og:locale", content: page.lang === "bn" ? "bn_BD" : "en_GB" }]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: pageTitle("News"),
      href: absolute(page.siteUrl, "/rss.xml"),
    },
  ];
}
