import type { RequestHandler } from "express";

// A response to a request that carries a session cookie may hold that user's name (the
// navigation bar) or data, so no shared cache may keep it, whatever a route's own headers say.
// Requests without a session get the same page as everyone and keep their route's caching.

// Better Auth's default cookie name; main's page cache (server/http/react-router-handler.ts)
// recognises signed-in visitors by the same name, so the prefix must stay the default.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined) {
  return Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));
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
