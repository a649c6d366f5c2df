import { createInternalContext } from "better-call";
import { getAuth } from "./auth.ts";
import { hasSessionCookie } from "./private-cache.ts";

// Whether a request may be signed in, decided without the database: Better Auth signs its session
// cookie (`token.signature`, HMAC-SHA256 with the auth secret) and getSession reads it through
// better-call's getSignedCookie, which answers nothing for a bad signature before any lookup. The
// same function is used here, on a context better-call builds from the Cookie header, with the
// instance's own cookie name and secret, so this can never say no where getSession would find a
// session; a forged `session_token` (any text an attacker makes up) says no, and its request
// gets the page everyone gets (the page cache) instead of a render of its own.

/** True when the Cookie header carries a session cookie signed with this site's secret. */
export async function hasSignedSessionCookie(cookieHeader: string | null | undefined) {
  if (!cookieHeader || !hasSessionCookie(cookieHeader)) return false;
  const { authCookies, secret } = await getAuth().$context;
  const context = await createInternalContext(
    { headers: { cookie: cookieHeader } },
    { options: { method: "GET" } },
  );
  return Boolean(await context.getSignedCookie(authCookies.sessionToken.name, secret));
}

/**
 * A read that gets the shared page: a GET or HEAD without a validly signed session cookie. A
 * signed one whose session has ended still renders its own page, as before: one render per
 * request is the price only of a cookie this site once issued.
 */
export async function isSharedRead(
  method: string | undefined,
  cookieHeader: string | null | undefined,
) {
  const read = method === "GET" || method === "HEAD";
  return read && !(await hasSignedSessionCookie(cookieHeader));
}
