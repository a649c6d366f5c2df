import type { MetaDescriptor } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { excerpt } from "./news-format.ts";
import { fallbackShareImage } from "./news-meta.ts";

// The article page's structured data, apart from the head tags every news page shares
// (news-meta.ts), so the list pages do not carry it.

const absolute = (siteUrl: string, address: string) => new URL(address, `${siteUrl}/`).href;

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
  /** The byline's name; without one the organization is the author (ADR 0129). */
  author?: string | null;
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
      author: article.author
        ? { "@type": "Person", name: article.author }
        : { "@type": "Organization", name: siteName, url: absolute(article.siteUrl, "/") },
      publisher: {
        "@type": "Organization",
        name: siteName,
        logo: { "@type": "ImageObject", url: absolute(article.siteUrl, fallbackShareImage) },
      },
    },
  };
}
