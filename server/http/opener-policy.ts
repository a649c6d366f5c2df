import { sentOpenTag } from "#app/lib/opener-policy.ts";
import { isAnonymousRead } from "../auth/private-cache.ts";

// Cross-Origin-Opener-Policy of a document (ADR 0146). Every answer carries `same-origin`
// (security-headers.ts): a window of another site that opened ours, or that ours opened, loses
// its handle on it, and the page gets a browsing-context group, and so a process, of its own.
// That new process costs a phone some 300 ms of a blocked main thread at first load (Lighthouse's
// TBT, docs/performance.md, "Fifth pass"), so one kind of document goes without: an anonymous
// GET of a page the route table marks `openToOpener`, the same bytes for every reader (it is
// what the page cache stores), with no secret typed or shown. Anything a session cookie may
// personalise, any form post's answer, any answer but a 200, the account pages and the admin
// keep `same-origin`. Such a document says so in its head, and once a session appears (a sign-in
// in another tab) the next page it would show is loaded whole instead, with the header (root.tsx).

/**
 * The document's policy when it replaces `same-origin`: `unsafe-none`, the value that asks for
 * nothing (a browser treats it as no header at all), for an anonymous read of an open page.
 */
export function documentOpenerPolicy(request: Request, status: number, pageOpenToOpener: boolean) {
  if (!pageOpenToOpener || status !== 200) return undefined;
  const anonymous = isAnonymousRead(request.method.toUpperCase(), request.headers.get("cookie"));
  return anonymous ? "unsafe-none" : undefined;
}

/** The document's bytes with the tag that says it went without the header, first in its head. */
export function markSentOpen(document: Buffer) {
  const head = document.indexOf("<head>");
  if (head < 0) return document;
  const at = head + "<head>".length;
  return Buffer.concat([document.subarray(0, at), Buffer.from(sentOpenTag), document.subarray(at)]);
}
