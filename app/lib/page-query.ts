// The query parameters a page reads, in its loader or its components. A route module declares
// them as its `handle`: `export const handle: PageQueryHandle = { query: ["after"] }` (a literal,
// not a helper call, so the declaration adds no module to the page's JavaScript). For anonymous
// visitors the page cache keys a page by its path and these parameters only, and renders it from
// a URL that carries nothing else (server/cache/cache-key.ts, ADR 0081), so a parameter a route
// reads without declaring it is never seen there. app/lib/page-query.test.ts checks that every
// route module declares each parameter it reads.

export type PageQueryHandle = { query: readonly string[] };
