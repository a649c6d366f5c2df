import type { RequestHandler } from "express";
import { failure } from "../result.ts";
import { sendFailure } from "./failure-status.ts";

// Refuses state-changing requests that a browser sends on behalf of another site (CSRF): a
// foreign Origin, an opaque "null" origin, or Sec-Fetch-Site: cross-site. Requests with neither
// header do not come from a current browser and carry no ambient cookies of a victim, so REST
// clients such as curl keep working.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSite(
  headers: { origin?: string; fetchSite?: string },
  trustedOrigins: ReadonlySet<string>,
) {
  if (headers.fetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  return !trustedOrigins.has(headers.origin);
}

export function crossSiteGuard(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    // The origin the request was addressed to is ours too (a browser's Origin is the page's, so
    // an attacker's page never matches it).
    const addressed = `${req.protocol}://${req.get("host")}`;
    const trusted = new Set([siteOrigin, addressed]);
    const crossSite = isCrossSite(
      { origin: req.get("origin"), fetchSite: req.get("sec-fetch-site") },
      trusted,
    );
    if (!crossSite) return next();
    const message = "Cross-site requests are not allowed.";
    if (req.path.startsWith("/api/")) {
      sendFailure(res, failure("forbidden", message));
    } else {
      res.status(403).type("text/plain").send(message);
    }
  };
}
