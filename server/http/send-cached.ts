import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedPage } from "../cache/page-cache.ts";
import { preferredEncoding } from "./accept-encoding.ts";

// A stored page's headers are the same for everyone who gets the same encoding, so each variant's
// whole list is worked out once per stored page and handed to writeHead as one flat array.
// Setting some twenty headers one by one (each name checked, lower-cased and kept in a map) was
// a large share of a page-cache hit's own work (docs/performance.md, "The hit path").

type Variant = "br" | "gzip" | "identity" | "not-modified";
type Headers = readonly (readonly [string, string])[];

const NONE: Headers = [];
/** Per list of leading headers (the hit path's security headers), per page, per variant. */
const blocks = new WeakMap<Headers, WeakMap<CachedPage, Map<Variant, string[]>>>();

function headerBlock(page: CachedPage, leading: Headers, variant: Variant) {
  let perPage = blocks.get(leading);
  if (!perPage) {
    perPage = new WeakMap();
    blocks.set(leading, perPage);
  }
  let variants = perPage.get(page);
  if (!variants) {
    variants = new Map();
    perPage.set(page, variants);
  }
  let block = variants.get(variant);
  if (block) return block;
  // Later entries win, as they did with setHeader: one line per header name.
  const byName = new Map<string, readonly [string, string]>();
  const add = (name: string, value: string) => byName.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of [...leading, ...page.headers]) add(name, value);
  add("ETag", page.etag);
  add("Vary", "Accept-Encoding, Cookie");
  if (variant !== "not-modified") {
    if (variant !== "identity") add("Content-Encoding", variant);
    add("Content-Length", String(bodyOf(page, variant).length));
  }
  block = [...byName.values()].flat();
  variants.set(variant, block);
  return block;
}

function bodyOf(page: CachedPage, variant: Variant) {
  return variant === "br" ? page.brotli : variant === "gzip" ? page.gzip : page.body;
}

/**
 * A stored page as the visitor accepts it: 304 when their copy is current, else compressed.
 * `leading`: headers sent before the page's own, the same array on every call (it keys a cache).
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  leading: Headers = NONE,
) {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headerBlock(page, leading, "not-modified"));
    res.end();
    return;
  }
  const variant = preferredEncoding(req.headers["accept-encoding"]) ?? "identity";
  res.writeHead(page.status, headerBlock(page, leading, variant));
  res.end(req.method === "HEAD" ? undefined : bodyOf(page, variant));
}
