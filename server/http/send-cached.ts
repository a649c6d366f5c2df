import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedPage } from "../cache/page-cache.ts";
import { preferredEncoding } from "./accept-encoding.ts";

/** A stored page as the visitor accepts it: 304 when their copy is current, else compressed. */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (req.headers["if-none-match"] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  res.end(req.method === "HEAD" ? undefined : body);
}
