import type { NewsCardView } from "#app/lib/news-view.ts";

// The pages a reader added with 'Load more', remembered for their place in the browser history
// (React Router's location key, kept across reloads in history.state). Back from an article then
// shows the same long list, and the router's scroll restoration finds the card the reader left
// from; without this the list fell back to its first page and the reader to its end (ADR 0035).

export type NewsPage = { items: NewsCardView[]; nextCursor?: string };

// Renamed when the cards' shape changed (readable addresses, ADR 0105): pages a tab remembered
// from before, whose cards had no `path`, are not recalled as links to nowhere.
const storageKey = (entry: string) => `news-pages:${entry}`;

export function rememberPages(entry: string, pages: NewsPage[]) {
  try {
    sessionStorage.setItem(storageKey(entry), JSON.stringify(pages));
  } catch {
    // Storage full or refused (private mode): the list simply starts again on its first page.
  }
}

/** The pages remembered for this history entry, or none. */
export function recallPages(entry: string): NewsPage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(entry)) ?? "[]");
    return Array.isArray(stored) && stored.every(isPage) ? stored : [];
  } catch {
    return [];
  }
}

function isPage(value: unknown): value is NewsPage {
  return typeof value === "object" && value !== null && Array.isArray((value as NewsPage).items);
}
