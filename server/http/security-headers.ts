import type { RequestHandler } from "express";
import { embedOrigins, thumbnailOrigin } from "../videos/video-providers.ts";

// Security headers on every response. The Content-Security-Policy's frame-src is derived from the
// video allow-list (server/videos/video-providers.ts), so a provider added there is framed here
// and nothing else ever is.
//
// script-src still allows 'unsafe-inline': React Router's server render inlines its hydration
// data and module bootstrap. A later change moves those to nonces (see ADR 0040).

type Options = {
  /** Vite's dev server injects inline modules and an HMR websocket; the CSP is left off there. */
  development: boolean;
  /** Extra image origins (e.g. an S3 bucket's public address) besides this site. */
  imageOrigins?: string[];
  /** Upgrade any stray http:// subresource when the site itself is served over https. */
  https?: boolean;
};

export function contentSecurityPolicy({
  imageOrigins = [],
  https = false,
}: Omit<Options, "development"> = {}) {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", thumbnailOrigin, ...imageOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "frame-src": [...embedOrigins],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(options: Options): RequestHandler {
  const csp = options.development ? undefined : contentSecurityPolicy(options);
  return (_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (csp) res.set("Content-Security-Policy", csp);
    next();
  };
}
