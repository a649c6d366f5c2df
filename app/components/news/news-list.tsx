import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { NewsCardView } from "#app/lib/news-view.ts";
import { NewsCard, NewsGrid } from "./news-card.tsx";

type Page = { items: NewsCardView[]; nextCursor?: string };

/**
 * A grid of cards with 'Load more'. The button is a real link to the next page (?after=...), so
 * it works before hydration and without JavaScript; with JavaScript the next page is fetched
 * and appended in place.
 */
export function NewsList({ page, emptyText }: { page: Page; emptyText: string }) {
  const location = useLocation();
  // The next page comes from the same route loader, which answers { page, ... }.
  const fetcher = useFetcher<{ page: Page }>();
  const [pages, setPages] = useState<Page[]>([page]);

  // A new first page (another category, a new search) starts the list again.
  useEffect(() => setPages([page]), [page]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      const loaded = fetcher.data.page;
      setPages((current) => (current.includes(loaded) ? current : [...current, loaded]));
    }
  }, [fetcher.state, fetcher.data]);

  const items = pages.flatMap((p) => p.items);
  const nextCursor = pages.at(-1)?.nextCursor;
  const nextHref = (() => {
    const params = new URLSearchParams(location.search);
    if (nextCursor) params.set("after", nextCursor);
    return `${location.pathname}?${params}`;
  })();
  const loading = fetcher.state !== "idle";

  if (items.length === 0) {
    return <p className="rounded-2xl bg-mist px-6 py-12 text-center text-ink/70">{emptyText}</p>;
  }
  return (
    <>
      <NewsGrid>
        {items.map((article, index) => (
          // Only the first card is on the first screen everywhere; on a phone the next ones are
          // below the fold, and lazy images that are in view on a wide screen still load at once.
          <NewsCard key={article.id} article={article} priority={index === 0} />
        ))}
      </NewsGrid>
      {nextCursor ? (
        <div className="mt-10 flex justify-center">
          <a
            href={nextHref}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (!loading) fetcher.load(nextHref);
            }}
            aria-disabled={loading}
            className="inline-flex min-w-40 items-center justify-center gap-2 rounded-full border-2 border-ink px-6 py-3 font-semibold text-ink hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-60"
          >
            {loading ? (
              <>
                <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
                Loading…
              </>
            ) : (
              "Load more"
            )}
          </a>
        </div>
      ) : null}
    </>
  );
}
