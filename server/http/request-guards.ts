import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { failure } from "../result.ts";
import { answerTooLarge, bodyLimitFor } from "./body-limits.ts";
import { sendFailure } from "./failure-status.ts";

// Checks every request passes before anything else reads it (ADRs 0062, 0067).

// The methods the site answers. Others (TRACE, CONNECT, WebDAV's...) get 405 here: TRACE would
// echo a request back, and fetch cannot even represent it, so it used to fail as a 500.
const ALLOWED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A Host is a name or an address, and perhaps a port: nothing else. "a@b", "x#", "h/about" and
 * "example.com\news" all parse as part of a URL, and a page rendered from such an origin was
 * another page (attack review of 2026-11-25).
 */
const hostShape = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const validHost = (host: string | undefined) =>
  host === undefined || (hostShape.test(host) && URL.canParse(`http://${host}/`));

/**
 * The request target is a path (HTTP's origin-form). `*` and absolute-form ("http://x/about", sent
 * only to proxies) name no page here; refused with a clear 400 rather than failing as a 500. So is
 * an escaped tab, line feed or carriage return in the path: URL parsing drops them, and `/%09/`
 * became `//`, which React Router's own parsing of the location threw on (a 500 and a stack trace
 * a request). A query may carry them: it is read as text.
 */
const pathTarget = (url: string) => url.startsWith("/") && !/%0[9ad]/i.test(url.split("?", 1)[0]!);

/**
 * True when a request passes every check below. The page cache's hit path, taken before Express
 * (page-cache-hit.ts), answers only such requests and leaves any other to these middlewares.
 */
export function passesRequestGuards(req: IncomingMessage) {
  const url = req.url ?? "/";
  return (
    ALLOWED.has(req.method ?? "") &&
    validHost(req.headers.host) &&
    pathTarget(url) &&
    !/%00/i.test(url) &&
    !(Number(req.headers["content-length"] ?? 0) > bodyLimitFor(url.split("?", 1)[0]!))
  );
}

export const allowedMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED.has(req.method)) return next();
  res
    .set("Allow", [...ALLOWED].join(", "))
    .status(405)
    .type("text/plain")
    .send("Method not allowed.");
};

/**
 * A Host that is not a host ("[::1", "a b", a port past 65535) cannot make the request's URL:
 * a clear 400 rather than a 500 from whatever builds it.
 */
export const refuseBadHost: RequestHandler = (req, res, next) => {
  if (validHost(req.get("host"))) return next();
  res.status(400).type("text/plain").send("The Host header is not valid.");
};

export const refuseOtherTargets: RequestHandler = (req, res, next) => {
  if (pathTarget(req.originalUrl)) return next();
  res.status(400).type("text/plain").send("The request target must be a plain path.");
};

/**
 * U+0000 in the address (as %00) reaches queries as text PostgreSQL refuses: a search, a category,
 * an admin filter. Nobody types it, so the whole request is refused with a clear 400.
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (!/%00/i.test(req.originalUrl)) return next();
  if (req.path.startsWith("/api/")) sendFailure(res, failure("invalid", NUL_MESSAGE));
  else res.status(400).type("text/plain").send(NUL_MESSAGE);
};

/** A body announced larger than its limit is refused before a byte of it is read. */
export const refuseDeclaredOversize: RequestHandler = (req, res, next) => {
  const declared = Number(req.get("content-length") ?? 0);
  if (!(declared > bodyLimitFor(req.path))) return next();
  answerTooLarge(req, res);
};
