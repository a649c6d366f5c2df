// Where to send a visitor after signing in. Only paths on this site are accepted: an absolute
// URL, a protocol-relative '//evil.example' or a backslash trick would make the login page an
// open redirect. Account pages themselves are refused too, so nobody lands back on the form.

const ACCOUNT_PAGES = /^\/(login|signup|reset|reset-password)(\/|\?|#|$)/i;

export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value === "") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes are read differently by browsers; nothing legitimate has them.
  if ([...value].some((c) => c === "\\" || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return ACCOUNT_PAGES.test(path) ? fallback : path;
}
