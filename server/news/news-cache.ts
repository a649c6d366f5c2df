import { hasSessionCookie } from "../auth/private-cache.ts";

// Public news pages may sit in a CDN for a minute and be served stale while it refreshes; a
// signed-in visitor's page (admin links, drafts) must never be stored anywhere (ADR 0033).

export const publicCache = "public, s-maxage=60, stale-while-revalidate=600";
export const privateCache = "private, no-store";

/** Cache headers for a public news response; `Vary: Cookie` keeps caches from mixing the two. */
export function newsCacheHeaders(cookieHeader: string | null | undefined): Record<string, string> {
  return {
    "Cache-Control": hasSessionCookie(cookieHeader) ? privateCache : publicCache,
    Vary: "Cookie",
  };
}
