// Where to send a visitor after signing in. Only paths on this site are accepted: an absolute
// URL, a protocol-relative '//evil.example' or a backslash trick would make the login page an
// open redirect. Account pages themselves are refused too, so nobody lands back on the form.

const ACCOUNT_PAGES = /^\/(login|signup|reset|reset-password)(\/|\?|#|$)/i;
const BASE = "http://same.invalid";

/** A path that stays on this site as it is, with nothing a browser would read another way. */
function isSamePath(value: string) {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // Control characters and backslashes are read differently by browsers; nothing legitimate has them.
  return ![...value].some((c) => c === "\\" || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

/** The path, search and hash a URL parser makes of the value, or null when it leaves the site. */
function normalised(value: string) {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The path itself when it stays on this site exactly as written, else null. Normalising can make
 * a new protocol-relative path ('/.//evil.example' becomes '//evil.example'), so the result is
 * checked again as a whole, and must be the form a browser keeps as it is.
 */
export function stableSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !isSamePath(value)) return null;
  const path = normalised(value);
  if (path === null || !isSamePath(path) || normalised(path) !== path) return null;
  return path;
}

export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  const path = stableSitePath(value);
  return path === null || ACCOUNT_PAGES.test(path) ? fallback : path;
}
