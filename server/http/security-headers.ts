import type { RequestHandler } from "express";
import { getConfig } from "../config.ts";
import { externalImageOrigin } from "../storage/object-store.ts";
import { embedOrigins } from "../videos/video-providers.ts";

// Security headers on every response. The Content-Security-Policy's frame-src is derived from the
// video allow-list (server/videos/video-providers.ts), so a provider added there is framed here
// and nothing else ever is.
//
// Documents get a policy with a per-response nonce (app/entry.server.tsx): React Router's inline
// hydration data and module bootstrap carry it, and no other inline script runs. Every other
// response gets the same policy with no inline script allowed at all.

type Options = {
  /** Vite's dev server injects inline modules and an HMR websocket; the CSP is left off there. */
  development: boolean;
  /** Extra image origins (e.g. an S3 bucket's public address) besides this site. */
  imageOrigins?: string[];
  /** Upgrade any stray http:// subresource when the site itself is served over https. */
  https?: boolean;
  /**
   * Where a form may lead besides this site: the sign-in providers. Without JavaScript, 'Login
   * with Google' posts to our action, which redirects to the provider, and form-action also
   * governs that redirect.
   */
  formTargets?: string[];
};

/** The origins of the configured sign-in providers' authorization pages. */
function signInProviderOrigins() {
  const config = getConfig();
  return [
    config.google ? new URL(config.google.issuer).origin : undefined,
    config.github ? "https://github.com" : undefined,
    config.facebook ? "https://www.facebook.com" : undefined,
  ].filter((origin) => origin !== undefined);
}

export function securityOptionsFromConfig(): Options {
  const config = getConfig();
  return {
    development: config.NODE_ENV === "development",
    // Uploaded images in an S3-compatible store: S3_PUBLIC_URL, else the bucket's own address.
    imageOrigins: [externalImageOrigin()].filter((origin) => origin !== undefined),
    https: config.secureCookies,
    formTargets: signInProviderOrigins(),
  };
}

/** The policy of one HTML document, allowing the inline scripts that carry its nonce. */
export function documentPolicy(nonce: string, { framedBySite = false } = {}) {
  const { development, ...options } = securityOptionsFromConfig();
  return development ? undefined : contentSecurityPolicy({ ...options, nonce, framedBySite });
}

export function contentSecurityPolicy({
  imageOrigins = [],
  https = false,
  formTargets = [],
  nonce,
  framedBySite = false,
}: Omit<Options, "development"> & { nonce?: string; framedBySite?: boolean } = {}) {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Profile photos are addresses people chose (or Google's), so images may come from any
    // https origin; an image cannot run code. The bucket origin stays listed for sites served over
    // plain http in development. Video thumbnails are our own copies (ADR 0042): no provider here.
    "img-src": ["'self'", "data:", "https:", ...imageOrigins],
    "font-src": ["'self'", "data:"],
    // A press on play first checks that the player's origin is reachable (ADR 0090).
    "connect-src": ["'self'", ...embedOrigins],
    "media-src": ["'self'"],
    // 'self': the news editor frames its Preview (ADR 0109), the one page whose frame-ancestors
    // allows it; every other page of ours still refuses to be framed.
    "frame-src": ["'self'", ...embedOrigins],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // A form injected into a page cannot send what is typed into it to another site.
    "form-action": ["'self'", ...formTargets],
    // No page may be framed, but the editor's Preview by the site's own editor (ADR 0109).
    "frame-ancestors": [framedBySite ? "'self'" : "'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

// Features the site never uses are switched off for it and for anything it frames.
const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  // Video players need these for their own frames.
  `fullscreen=(self ${embedOrigins.map((origin) => `"${origin}"`).join(" ")})`,
  `picture-in-picture=(self ${embedOrigins.map((origin) => `"${origin}"`).join(" ")})`,
].join(", ");

/** The headers every response carries, worked out once (also sent by page-cache hits). */
export function securityHeaderList(options: Options): [string, string][] {
  const csp = options.development ? undefined : contentSecurityPolicy(options);
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ...(options.https
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ...(csp ? [["Content-Security-Policy", csp] as [string, string]] : []),
  ];
}

export function securityHeaders(options: Options): RequestHandler {
  const headers = securityHeaderList(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
