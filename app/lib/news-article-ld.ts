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
  /** The image's caption line as shown under it, and its credit (ADR 0130). */
  caption?: { text: string; credit?: string };
  publishAt: string;
  updatedAt: string;
  category: string;
  keywords: string[];
  lang?: string;
  /** The byline's name; without one the organization is the author (ADR 0129). */
  author?: string | null;
};

/**
 * The article's image: its address, or an ImageObject when the editor gave it a caption or a
 * credit: the caption as readers see it, the credit as creditText. schema.org has no alt text;
 * the description is on the <img> and in og:image:alt.
 */
function imageLd(article: ArticleLd) {
  const url = absolute(article.siteUrl, article.image || fallbackShareImage);
  if (!article.image || !article.caption) return url;
  return {
    "@type": "ImageObject",
    url,
    caption: article.caption.text,
    creditText: article.caption.credit,
  };
}

/**
 * The image's alt for shares (ADR 0130): the editor's description, or none at all for a decorative
 * image rather than an empty tag. Made by the article's loader, like the structured data, so the
 * list pages' script keeps the shared head tags' plain title alt.
 */
export function imageAltMeta(alt: string): MetaDescriptor[] {
  return alt
    ? [
        { property: "og:image:alt", content: alt },
        { name: "twitter:image:alt", content: alt },
      ]
    : [];
}

/** schema.org NewsArticle, for search engines' article cards. */
export function newsArticleJsonLd(article: ArticleLd): MetaDescriptor {
  const url = absolute(article.siteUrl, article.path);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title.slice(0, 110),
      description: excerpt(article.description, 200),
      image: [imageLd(article)],
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
