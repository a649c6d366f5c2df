import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { ArticleBody } from "#app/components/news/article-body.tsx";
import { CopyLinkButton } from "#app/components/news/copy-link-button.tsx";
import { NewsCard, NewsGrid } from "#app/components/news/news-card.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { langOf } from "#app/lib/news-format.ts";
import { newsArticleJsonLd, newsPageMeta } from "#app/lib/news-meta.ts";
import { notFound } from "#app/lib/not-found.ts";
import { getOptionalUser } from "#server/auth/guards.ts";
import { getConfig } from "#server/config.ts";
import { publicNewsHeaders } from "#server/news/news-cache.ts";
import { getNews, getPublicArticle, listRelatedNews } from "#server/news/news-repository.ts";
import { articleView, cardView } from "#server/news/news-view.ts";
import type { Route } from "./+types/article";

/** A draft or scheduled article, for an editor's preview only. */
async function preview(request: Request, id: string) {
  const row = await getNews(id);
  const user = row ? await getOptionalUser(request) : null;
  if (!row || !user?.isAdmin) return undefined;
  return { row, related: await listRelatedNews(row, 3), preview: true };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  // Everyone but an editor previewing gets the spec's 404 for an article that is not public.
  const found = (await getPublicArticle(params.id)) ?? (await preview(request, params.id));
  if (!found) throw notFound("News article not found!");
  const headers =
    "preview" in found
      ? { "Cache-Control": "private, no-store", Vary: "Cookie" }
      : publicNewsHeaders;
  const { row, related } = found;
  return data(
    { article: articleView(row), related: related.map(cardView), siteUrl: getConfig().siteUrl },
    { headers },
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, siteUrl } = loaderData;
  const navigation = useNavigation();
  const loadingAnother =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/news/");

  // A related article opens at its top, not where the reader had scrolled to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id change is the trigger.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [article.id]);

  return (
    <>
      <NewsNav current={article.category} />
      {loadingAnother ? (
        <div className="fixed inset-x-0 top-24 z-40 flex justify-center" aria-live="polite">
          <div className="rounded-full bg-white/95 px-2 shadow-lg">
            <Spinner label="Loading article…" />
          </div>
        </div>
      ) : null}
      <div className={`px-6 py-12 lg:py-16 ${loadingAnother ? "opacity-60" : ""}`}>
        {article.publication === "published" ? null : (
          <p className="mx-auto mb-8 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            Preview: this article is {article.publication === "draft" ? "a draft" : "scheduled"} and
            is not visible to the public.
          </p>
        )}
        <ArticleBody article={article} />
        <div className="mx-auto mt-8 flex max-w-3xl flex-wrap items-center gap-4">
          <CopyLinkButton url={`${siteUrl}/news/${article.id}`} />
        </div>
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-7xl">
          <h2 id="related-heading" className="text-2xl font-bold">
            Related News
          </h2>
          {related.length ? (
            <div className="mt-6">
              <NewsGrid>
                {related.map((item) => (
                  <NewsCard key={item.id} article={item} />
                ))}
              </NewsGrid>
            </div>
          ) : (
            <p className="mt-4 text-ink/70">No related news yet.</p>
          )}
        </section>
      </div>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "News article not found!" }];
  const { article, siteUrl } = loaderData;
  const path = `/news/${article.id}`;
  const lang = langOf(article.title);
  const description = article.summary || article.description || article.title;
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
    }),
    { property: "article:published_time", content: article.publishAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
    ...(article.publication === "published" ? [] : [{ name: "robots", content: "noindex" }]),
    newsArticleJsonLd({ ...article, siteUrl, path, description, image: article.picture.src, lang }),
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <NewsNav />
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {notFound ? "News article not found!" : "Failed to fetch news article"}
        </h1>
        <p className="mt-4 text-lg text-ink/70">
          {notFound
            ? "It may have been removed, or the link may be mistyped."
            : "Something went wrong while loading this article. Please try again."}
        </p>
        <Link
          to="/community-news"
          className="mt-8 rounded-full bg-orange-700 px-6 py-3 font-semibold text-white hover:bg-orange-800"
        >
          Browse the latest news
        </Link>
      </section>
    </>
  );
}
