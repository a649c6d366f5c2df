// In production a plain-http SITE_URL means session cookies without Secure and no HSTS
// (ADR 0065). On loopback (the acceptance and bench runs) that is allowed with a loud warning; on
// any other host the server refuses to start unless ALLOW_INSECURE_HTTP=true.

/** localhost, *.localhost, 127.0.0.0/8 and ::1: the machine itself. */
export function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** Warnings to print at start, or why the server must not start. */
export function plainHttpRule(
  env: { NODE_ENV: string; ALLOW_INSECURE_HTTP: boolean },
  siteUrl: string,
): { warnings: string[]; refusal?: string } {
  const url = new URL(siteUrl);
  if (env.NODE_ENV !== "production" || url.protocol !== "http:") return { warnings: [] };
  const risk = `SITE_URL ${siteUrl} is plain http: session cookies are sent without Secure and no HSTS is sent.`;
  if (isLoopbackHost(url.hostname)) {
    return {
      warnings: [`${risk} Fine on this machine only; use an https SITE_URL for a public site.`],
    };
  }
  if (!env.ALLOW_INSECURE_HTTP) {
    return {
      warnings: [],
      refusal: `${risk} Use an https SITE_URL (TLS at the proxy in front), or set ALLOW_INSECURE_HTTP=true to run this way anyway.`,
    };
  }
  return { warnings: [`${risk} Running anyway because ALLOW_INSECURE_HTTP=true.`] };
}
