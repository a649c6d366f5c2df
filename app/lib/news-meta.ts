import type { MetaDescriptor } from "react-router";
import { excerpt } from "./news-format.ts";

// Head tags for news pages, built from loader data so they are in the server-rendered HTML:
// Facebook, WhatsApp and X read them without running JavaScript.

export const newsSiteName = "Agency Community News";
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
    { title: `${page.title} | ${newsSiteName}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: newsSiteName },
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
      title: newsSiteName,
      href: absolute(page.siteUrl, "/rss.xml"),
    },
  ];
}

type ArticleLd = {
  siteUrl: string;
  path: string;
  title: string;
  description: string;
  image?: string;
  publishAt: string;
  updatedAt: string;
  category: string;
  keywords: string[];
  lang?: string;
};

/** schema.org NewsArticle, for search engines' article cards. */
export function newsArticleJsonLd(article: ArticleLd): MetaDescriptor {
  const url = absolute(article.siteUrl, article.path);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title.slice(0, 110),
      description: excerpt(article.description, 200),
      image: [absolute(article.siteUrl, article.image || fallbackShareImage)],
      datePublished: article.publishAt,
      dateModified: article.updatedAt,
      articleSection: article.category,
      keywords: article.keywords.join(", ") || undefined,
      inLanguage: article.lang === "bn" ? "bn" : "en-GB",
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      publisher: {
        "@type": "Organization",
        name: newsSiteName,
        logo: { "@type": "ImageObject", url: absolute(article.siteUrl, fallbackShareImage) },
      },
    },
  };
}
