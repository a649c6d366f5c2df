import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { NewsCard, NewsGrid } from "./news-card.tsx";
import { type NewsPage, recallPages, rememberPages } from "./remembered-pages.ts";

// Set by the first list that runs in the browser: later lists mount in client renders, which
// may read sessionStorage at once; the first render of a server page must match its HTML.
let pageHydrated = false;

/**
 * A grid of cards with 'Load more'. The button is a real link to the next page (?after=...), so
 * it works before hydration and without JavaScript; with JavaScript the next page is fetched
 * and appended in place, and remembered for Back (remembered-pages.ts).
 */
export function NewsList({ page, emptyText }: { page: NewsPage; emptyText: string }) {
  const location = useLocation();
  // The next page comes from the same route loader, which answers { page, ... }.
  const fetcher = useFetcher<{ page: NewsPage }>();
  const [listed, setListed] = useState(page);
  const [more, setMore] = useState<NewsPage[]>(() =>
    pageHydrated ? recallPages(location.key) : [],
  );

  // A new first page (another search, Back to an earlier one, fresh data): the list is that page
  // and whatever was loaded after it in this history entry. Only the browser gets here.
  if (page !== listed) {
    setListed(page);
    setMore(recallPages(location.key));
  }
  useEffect(() => {
    if (!pageHydrated) {
      pageHydrated = true;
      setMore(recallPages(location.key));
    }
  }, [location.key]);
  // Each answer of the fetcher is appended once, to the list it was asked for: the fetcher keeps
  // its last answer across navigations, and a later list must not receive it.
  const appended = useRef(fetcher.data);
  useEffect(() => {
    const loaded = fetcher.data;
    if (fetcher.state !== "idle" || !loaded || loaded === appended.current) return;
    appended.current = loaded;
    const next = [...more, loaded.page];
    setMore(next);
    rememberPages(location.key, next);
  }, [fetcher.state, fetcher.data, more, location.key]);

  const pages = [page, ...more];
  // An article published since the extra pages were loaded moves one card down a page: once.
  const items = [...new Map(pages.flatMap((p) => p.items).map((item) => [item.id, item])).values()];
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
