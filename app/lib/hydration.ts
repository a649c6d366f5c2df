// How the page tells the document's early-event keeper (server/first-paint/document-head.ts) that
// more of it has hydrated: the whole page once (the <html> element then carries data-hydrated),
// and each part hydrated later on its own (lazy-when.tsx). Clicks and keys held for a part that
// had no script yet are given to it then.

export const hydratedEvent = "app:hydrated";

/**
 * Marks a button whose part acts on ArrowDown, ArrowUp and Escape (a desktop menu's): until the
 * attribute reads `keysReady`, which the part sets once it listens for them, the keeper holds those
 * keys for it. Having hydrated is not enough: its listeners are added by an effect, after. On any
 * other button the keys act as usual (arrows scroll the page).
 */
export const heldKeysAttribute = "data-held-keys";
export const keysReady = "ready";

/** Says that more of the page has hydrated; `page` when it is the whole page. */
export function announceHydrated(page = false) {
  if (page) document.documentElement.dataset.hydrated = "";
  window.dispatchEvent(new Event(hydratedEvent));
}
