// Public news pages may sit in a CDN for a minute and be served stale while it refreshes. A
// signed-in visitor's page (admin links, drafts) must never be stored anywhere (ADR 0033): that
// is not decided here but once for every response, by privateWhenSignedIn
// (server/auth/private-cache.ts), which makes any answer to a request with a session private.

/** Cache headers for a public news response; `Vary: Cookie` keeps caches from mixing the two. */
export const publicNewsHeaders = {
  "Cache-Control": "public, s-maxage=60, stale-while-revalidate=600",
  Vary: "Cookie",
} as const;

/**
 * Cache headers for the permanent redirect from an id or an old slug (ADR 0105). Browsers keep a
 * bare 301 for good; had they, an article moved back to an earlier slug would send its readers
 * round in a loop, so they keep it ten minutes.
 */
export const movedNewsHeaders = {
  "Cache-Control": "public, max-age=600, s-maxage=60",
  Vary: "Cookie",
} as const;
