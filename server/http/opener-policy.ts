import { hasSessionCookie } from "../auth/private-cache.ts";

// Cross-Origin-Opener-Policy of a document (ADR 0146). Every answer carries `same-origin`
// (security-headers.ts): a window of another site that opened ours, or that ours opened, loses
// its handle on it, and the page gets a browsing-context group, and so a process, of its own.
// That new process costs a phone some 300 ms of a blocked main thread at first load (Lighthouse's
// TBT, docs/performance.md, "Fifth pass"), so one kind of document goes without: an anonymous
// GET of a page the route table marks `openToOpener`, the same bytes for every reader (it is
// what the page cache stores), with no secret typed or shown. Anything a session cookie may
// personalise, any form post's answer, the account pages and the admin keep `same-origin`.

/**
 * The document's policy when it replaces `same-origin`: `unsafe-none`, the value that asks for
 * nothing (a browser treats it as no header at all), for an anonymous read of an open page.
 */
export function documentOpenerPolicy(request: Request, pageOpenToOpener: boolean) {
  if (!pageOpenToOpener) return undefined;
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (hasSessionCookie(request.headers.get("cookie"))) return undefined;
  return "unsafe-none";
}
