import type { MetaDescriptor } from "react-router";
import { site } from "#app/lib/site.ts";

// One helper for every page's <head>: title, description, canonical URL and Open Graph/Twitter
// tags, rendered in the server HTML (crawlers and social scrapers run no JavaScript). Absolute
// URLs use SITE_URL, which the root loader passes down as `siteUrl`.

export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.png";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export type SeoArgs = {
  matches: ReadonlyArray<MatchLike>;
};

export type SeoPage = {
  /** The full document title, e.g. pageTitle("About") from #app/lib/site-name.ts. */
  title: string;
  description: string;
  /**
   * The page's one address, as the site links to it. Required: React Router shows a page for
   * other spellings too (capitals, a trailing slash, an escaped letter), and a canonical link
   * echoing the request would name each of them (tests/integration/canonical-address.test.ts).
   */
  path: string;
  /** Absolute URL or site-relative path of the share image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
};

/** The site's public origin from the root loader's data; "" when unavailable (error pages). */
export function siteOrigin(matches: ReadonlyArray<MatchLike>): string {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  if (data && typeof data === "object" && "siteUrl" in data && typeof data.siteUrl === "string") {
    return data.siteUrl.replace(/\/+$/, "");
  }
  return "";
}

export function absoluteUrl(origin: string, pathOrUrl: string) {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function seoMeta(args: SeoArgs, page: SeoPage): MetaDescriptor[] {
  const origin = siteOrigin(args.matches);
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, page.image ?? DEFAULT_SOCIAL_IMAGE);
  const imageAlt = page.imageAlt ?? `${site.name}: ${site.tagline}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
