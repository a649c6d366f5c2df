// How the page tells the document's early-event keeper (server/first-paint/document-head.ts) that
// more of it has hydrated: the whole page once (the <html> element then carries data-hydrated),
// and each part hydrated later on its own (lazy-when.tsx). Clicks and keys held for a part that
// had no script yet are given to it then.

export const hydratedEvent = "app:hydrated";

/** Says that more of the page has hydrated; `page` when it is the whole page. */
export function announceHydrated(page = false) {
  if (page) document.documentElement.dataset.hydrated = "";
  window.dispatchEvent(new Event(hydratedEvent));
}
