import { data, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ArticleBody } from "#app/components/news/article-body.tsx";
import { CopyLinkButton } from "#app/components/news/copy-link-button.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import RelatedNews from "#app/components/news/related-news.tsx";
import { NewsletterLink } from "#app/components/newsletter/newsletter-link.tsx";
import { statusMeta } from "#app/content/status-page.ts";
import { articlePath } from "#app/lib/article-slug-text.ts";
import { imageAltMeta, newsArticleJsonLd } from "#app/lib/news-article-ld.ts";
import { categoryHeading } from "#app/lib/news-categories.ts";
import { langOf } from "#app/lib/news-format.ts";
import { newsPageMeta } from "#app/lib/news-meta.ts";
import { notFound } from "#app/lib/not-found.ts";
import { getOptionalUser } from "#server/auth/guards.ts";
import { getConfig } from "#server/config.ts";
import { bodiesOf, bodyImageSizes } from "#server/news/body-image-sizes.ts";
import { movedNewsHeaders, publicNewsHeaders } from "#server/news/news-cache.ts";
import {
  type ArticleAt,
  getNewsAt,
  getPublicArticle,
  listRelatedNews,
} from "#server/news/news-repository.ts";
import { articleView, cardView } from "#server/news/news-view.ts";
import type { Route } from "./+types/article";

/** A draft or scheduled article, for an editor's preview only. */
async function preview(
  request: Request,
  address: string,
): Promise<(ArticleAt & { preview?: true }) | undefined> {
  const row = await getNewsAt(address);
  const user = row ? await getOptionalUser(request) : null;
  if (!row || !user?.isEditor) return undefined;
  if (row.slug !== address) return { movedTo: row.slug, preview: true };
  const [related, sizes] = await Promise.all([
    listRelatedNews(row, 3),
    bodyImageSizes(bodiesOf(row)),
  ]);
  return { row, related, sizes, preview: true };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  // `id` is the spec's name; the address is the article's slug, an old slug, or its id (ADR 0105).
  // Everyone but an editor previewing gets the spec's 404 for an article that is not public.
  const found = (await getPublicArticle(params.id)) ?? (await preview(request, params.id));
  if (!found) throw notFound("News article not found!");
  const headers =
    "preview" in found
      ? { "Cache-Control": "private, no-store", Vary: "Cookie" }
      : "movedTo" in found
        ? movedNewsHeaders
        : publicNewsHeaders;
  // An id or an old slug: moved for good to the readable address.
  if ("movedTo" in found) throw redirect(articlePath(found.movedTo), { status: 301, headers });
  const { row, related, sizes } = found;
  const article = { ...articleView(row, sizes), author: row.authorName };
  const { siteUrl } = getConfig();
  // The structured data is made here, not in meta: its code then stays out of the page's script.
  const jsonLd = newsArticleJsonLd({
    ...article,
    category: categoryHeading(article.category),
    siteUrl,
    description: articleDescription(article),
    image: article.picture.src,
    lang: langOf(article.title),
  });
  const imageAlt = imageAltMeta(article.picture.alt);
  return data({ article, related: related.map(cardView), siteUrl, jsonLd, imageAlt }, { headers });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, siteUrl } = loaderData;
  const navigation = useNavigation();
  const loadingAnother =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/news/");

  return (
    <>
      <NewsNav current={article.category} />
      {loadingAnother ? (
        <div className="fixed inset-x-0 top-24 z-40 flex justify-center" aria-live="polite">
          <div className="rounded-full bg-white/95 px-2 shadow-lg">
            {/* Drawn here rather than with the shared Spinner, to keep this page's first load small. */}
            <div role="status" className="flex justify-center py-3">
              <span className="h-8 w-8 animate-spin rounded-full border-4 border-ink/10 border-t-brand" />
              <span className="sr-only">Loading article…</span>
            </div>
          </div>
        </div>
      ) : null}
      <div className={`site-container py-12 lg:py-16 ${loadingAnother ? "opacity-60" : ""}`}>
        {article.publication === "published" ? null : (
          <p className="mb-8 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            Preview: this article is {article.publication === "draft" ? "a draft" : "scheduled"} and
            is not visible to the public.
          </p>
        )}
        <ArticleBody article={article} />
        <div className="mt-8 flex max-w-3xl flex-wrap items-center gap-4">
          <CopyLinkButton url={`${siteUrl}${article.path}`} />
        </div>
        <NewsletterLink className="mt-6 max-w-3xl" />
        <RelatedNews related={related} />
      </div>
    </>
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return statusMeta(articleErrorCopy(error));
  const { article, siteUrl, jsonLd, imageAlt } = loaderData;
  const { path } = article;
  const lang = langOf(article.title);
  const description = articleDescription(article);
  return [
    ...newsPageMeta({
      siteUrl,
      path,
      title: article.title,
      description,
      image: article.picture.src,
      imageWidth: article.picture.width,
      imageHeight: article.picture.height,
      type: "article",
      lang,
    }).filter((tag) => !("property" in tag && tag.property === "og:image:alt")),
    ...imageAlt,
    { property: "article:published_time", content: article.publishAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: categoryHeading(article.category) },
    ...(article.publication === "published" ? [] : [{ name: "robots", content: "noindex" }]),
    jsonLd,
  ];
}

/** What describes the article to search engines and in shares: its summary, or what it has. */
function articleDescription(article: { summary?: string; description?: string; title: string }) {
  return article.summary || article.description || article.title;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = articleErrorCopy(error);
  return (
    <>
      <NewsNav />
      <section className="site-container flex max-w-3xl flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-ink/70">{copy.message}</p>
        <Link
          to="/news"
          className="mt-8 rounded-full bg-orange-700 px-6 py-3 font-semibold text-white hover:bg-orange-800"
        >
          Browse the latest news
        </Link>
      </section>
    </>
  );
}

/** The spec's two article failures: 'News article not found!' and 'Failed to fetch news article'. */
function articleErrorCopy(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404
    ? {
        title: "News article not found!",
        message: "It may have been removed, or the link may be mistyped.",
      }
    : {
        title: "Failed to fetch news article",
        message: "Something went wrong while loading this article. Please try again.",
      };
}
