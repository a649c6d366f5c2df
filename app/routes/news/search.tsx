import { data } from "react-router";
import { NewsList } from "#app/components/news/news-list.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { statusMeta, statusPageFor } from "#app/content/status-page.ts";
import { langOf } from "#app/lib/news-format.ts";
import { newsPageMeta } from "#app/lib/news-meta.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { getConfig } from "#server/config.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { publicNewsHeaders } from "#server/news/news-cache.ts";
import { canonicalCursor } from "#server/news/news-cursor.ts";
import { MAX_QUERY_LENGTH, searchNews } from "#server/news/news-search.ts";
import { cardView } from "#server/news/news-view.ts";
import type { Route } from "./+types/search";

const pageSize = 12;

export const handle: PageQueryHandle = { query: ["q", "after"] };

export async function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim();
  const cursor = canonicalCursor(url.searchParams.get("after"));
  const siteUrl = getConfig().siteUrl;
  if (!query)
    return data(
      { query, page: { items: [] }, siteUrl, problem: null },
      { headers: publicNewsHeaders },
    );
  const found = await searchNews({ query, cursor, limit: pageSize });
  if (!found.ok) {
    // Not stored by any cache: the same address may work in a moment, or once shortened.
    const headers: Record<string, string> = { "Cache-Control": "no-cache" };
    if (found.retryAfterSeconds) headers["Retry-After"] = String(found.retryAfterSeconds);
    return data(
      {
        query: query.slice(0, MAX_QUERY_LENGTH),
        page: { items: [] },
        siteUrl,
        problem: found.message,
      },
      { status: statusOf(found), headers },
    );
  }
  return data(
    {
      query,
      page: { items: found.page.items.map(cardView), nextCursor: found.page.nextCursor },
      siteUrl,
      problem: null,
    },
    { headers: publicNewsHeaders },
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, page, problem } = loaderData;
  return (
    <>
      <NewsNav query={query} />
      <section className="site-container py-12 lg:py-16">
        <p className="eyebrow">News</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {query ? (
            <>
              Results for “<span lang={langOf(query)}>{query}</span>”
            </>
          ) : (
            "Search the news"
          )}
        </h1>
        <div className="mt-10">
          {problem ? (
            <p role="alert" className="text-ink/80">
              {problem}
            </p>
          ) : query ? (
            <NewsList
              page={page}
              emptyText="No articles match your search. Try fewer or different words."
            />
          ) : (
            <p className="text-ink/70">
              Type a word from a headline or story, in English or Bengali, into the search box
              above.
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return statusMeta(statusPageFor(error));
  const { query, siteUrl } = loaderData;
  // Crawlable, with every result page canonical to the search page itself (ADR 0034): crawlers
  // follow the articles it links to, and indexes keep one search page, not one per query.
  return newsPageMeta({
    siteUrl,
    path: "/news/search",
    title: query ? `Search: ${query}` : "Search the news",
    description: "Search every article of our community news, in English and Bengali.",
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
