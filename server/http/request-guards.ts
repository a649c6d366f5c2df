import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { answerTooLarge, bodyLimitFor } from "./body-limits.ts";

// Checks every request passes before anything else reads it (ADRs 0062, 0067).

// The methods the site answers. Others (TRACE, CONNECT, WebDAV's...) get 405 here: TRACE would
// echo a request back, and fetch cannot even represent it, so it used to fail as a 500.
const ALLOWED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const validHost = (host: string | undefined) => URL.canParse(`http://${host ?? "localhost"}/`);

/**
 * True when a request passes every check below. The page cache's hit path, taken before Express
 * (page-cache-hit.ts), answers only such requests and leaves any other to these middlewares.
 */
export function passesRequestGuards(req: IncomingMessage) {
  const url = req.url ?? "/";
  return (
    ALLOWED.has(req.method ?? "") &&
    validHost(req.headers.host) &&
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

/**
 * U+0000 in the address (as %00) reaches queries as text PostgreSQL refuses: a search, a category,
 * an admin filter. Nobody types it, so the whole request is refused with a clear 400.
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (!/%00/i.test(req.originalUrl)) return next();
  if (req.path.startsWith("/api/")) res.status(400).json({ success: false, message: NUL_MESSAGE });
  else res.status(400).type("text/plain").send(NUL_MESSAGE);
};

/** A body announced larger than its limit is refused before a byte of it is read. */
export const refuseDeclaredOversize: RequestHandler = (req, res, next) => {
  const declared = Number(req.get("content-length") ?? 0);
  if (!(declared > bodyLimitFor(req.path))) return next();
  answerTooLarge(req, res);
};
