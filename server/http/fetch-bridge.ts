import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bodyLimitFor, countedBody } from "./body-limits.ts";
import { writeBody } from "./write-body.ts";

// Express requests become fetch Requests for React Router and Better Auth, whose answers are
// written back. The one body reader in front of both: counted as it streams (body-limits.ts).

/** True once the request's body went past its limit; the answer must then be 413. */
export function bodyTooLarge(res: ExpressResponse) {
  return res.locals.bodyTooLarge === true;
}

/** The origin the visitor asked: https only when it (or a trusted proxy) says so, else http. */
export function requestOrigin(req: ExpressRequest) {
  const protocol = req.protocol === "https" ? "https" : "http";
  return `${protocol}://${req.get("host") ?? "localhost"}`;
}

function fetchHeaders(req: ExpressRequest) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** The visitor's own request, its body counted against `limit`, aborted when they go away. */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  limit = bodyLimitFor(req.path),
) {
  const url = new URL(`${requestOrigin(req)}${req.originalUrl}`);
  const headers = fetchHeaders(req);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.locals.bodyLimit = limit;
    init.body = countedBody(req, limit, (refusal) => {
      res.locals.bodyTooLarge = true;
      res.locals.bodyRefusal = refusal.answer;
    });
    init.duplex = "half";
  }
  return new Request(url, init);
}

// Headers the app's response decides alone, replacing what middleware set earlier (the document's
// CSP carries its own nonce; the reset page asks for no referrer at all; the editor's Preview may
// be framed by the site itself, ADR 0109; an anonymous read of a public page drops the opener
// policy, ADR 0146).
const replacedHeaders = new Set([
  "content-security-policy",
  "cross-origin-opener-policy",
  "cache-control",
  "referrer-policy",
  "x-frame-options",
]);

export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  for (const [key, value] of response.headers) {
    if (replacedHeaders.has(key)) res.setHeader(key, value);
    else res.append(key, value);
  }
  if (!response.body) return void res.end();
  // Pieces that arrive together leave in one write (write-body.ts); a visitor who went away
  // mid-response ends the stream there, with nothing left to answer.
  await writeBody(response.body, res);
}
