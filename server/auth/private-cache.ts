import type { RequestHandler } from "express";

// A response to a request that carries a session cookie may hold that user's name (the
// navigation bar) or data, so no shared cache may keep it, whatever a route's own headers say.
// Requests without a session get the same page as everyone and keep their route's caching.

/**
 * True when Better Auth might find a session in this Cookie header, which decides whether a page
 * may be cached and shared (here, the page cache, the news routes' headers). It must never say
 * no where Better Auth says yes: Better Auth trims spaces around a cookie's name, so
 * `better-auth.session_token =…` signs in, and an exact-name match let such a page, with its
 * user's name in the header, be cached for every visitor. Every name Better Auth reads contains
 * `session_token`; a false yes costs one uncached render.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined) {
  return Boolean(cookieHeader?.includes("session_token"));
}

/**
 * A read for nobody in particular: a GET or HEAD with no session cookie. Such a request gets the
 * page everyone gets (the page cache's requests, ADR 0081), and only such a document may go
 * without Cross-Origin-Opener-Policy (ADR 0146). A cookie that merely looks like a session is
 * checked further where that costs a render: server/auth/signed-session-cookie.ts.
 */
export function isAnonymousRead(
  method: string | undefined,
  cookieHeader: string | null | undefined,
) {
  const read = method === "GET" || method === "HEAD";
  return read && !hasSessionCookie(cookieHeader);
}

export const privateWhenSignedIn: RequestHandler = (req, res, next) => {
  if (!hasSessionCookie(req.headers.cookie)) return next();
  const writeHead = res.writeHead;
  // writeHead is the last moment before the headers leave; routes set theirs earlier.
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!res.headersSent) {
      res.setHeader("Cache-Control", "private, no-store");
      res.vary("Cookie");
    }
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
