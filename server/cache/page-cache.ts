import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Rendered responses for anonymous visitors, kept in this process and compressed once. Any write
// that can change a public page clears the cache (writes are rare; reads are the site's load).
// Entries also expire after a short time so several processes sharing one PostgreSQL converge.

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  storedAt: number;
};

const MAX_ENTRIES = 1_000;
const MAX_AGE_MS = 60_000;

const pages = new Map<string, CachedPage>();
let generation = 0;

export function getCachedPage(key: string): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (Date.now() - page.storedAt > MAX_AGE_MS) {
    pages.delete(key);
    return undefined;
  }
  // Re-insert so the Map's order is least-recently-used first.
  pages.delete(key);
  pages.set(key, page);
  return page;
}

/** The current generation; a render that started before an invalidation must not be stored. */
export function cacheGeneration() {
  return generation;
}

export function storePage(
  key: string,
  startedAt: number,
  page: Pick<CachedPage, "status" | "headers" | "body">,
) {
  if (startedAt !== generation) return undefined;
  const entry: CachedPage = {
    ...page,
    gzip: gzipSync(page.body, { level: 9 }),
    brotli: brotliCompressSync(page.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
    }),
    etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
    storedAt: Date.now(),
  };
  pages.set(key, entry);
  if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
  return entry;
}

/** Called by every write that can change what a public page shows. */
export function invalidatePublicPages() {
  generation += 1;
  pages.clear();
}

export function cachedPageCount() {
  return pages.size;
}
