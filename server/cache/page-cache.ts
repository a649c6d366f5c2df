import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { announceInvalidation } from "../cluster/coordination.ts";
import { logger } from "../logger.ts";
import { BoundedLru } from "./bounded-lru.ts";

// Rendered pages for anonymous visitors, kept in this process and compressed once, off the event
// loop (ADR 0081). A write does not empty the cache: it makes every entry stale, and a stale
// entry is still served while one re-render replaces it (server/cache/public-page.ts), so
// readers never all miss at once. Other processes are told through PostgreSQL
// (server/cluster/coordination.ts).

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  storedAt: number;
  /** The cache generation its render started in; older than the current one means stale. */
  generation: number;
};

/** At most this many pages, holding at most 64 MB with their compressed copies (bounded-lru.ts). */
const LIMITS = { entries: 1_000, bytes: 64 * 1024 * 1024 };
/** Fresh for a minute, as the public Cache-Control's s-maxage says; then re-rendered in the
 * background on the next request, in case a change was missed (a lost notification). */
const FRESH_MS = 60_000;
/** Never served older than this (the header's stale-while-revalidate): a page nobody asked for
 * in ten minutes is rendered while its next visitor waits rather than served from long ago. */
const SERVABLE_MS = 660_000;
/**
 * Chosen by measurement (docs/performance.md, "Compression levels"): on the 61 kB article page
 * brotli 6 is within 1% of quality 9's size at a tenth of its time, and gzip 6 within 0.3% of
 * level 9's; quality 11 would save 10% more for a hundred times the CPU, on every re-render.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const pages = new BoundedLru<CachedPage>(LIMITS);
let generation = 0;

export type Lookup = { page: CachedPage; stale: boolean };

export function lookupPage(key: string, now = Date.now()): Lookup | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  const age = now - page.storedAt;
  if (age > SERVABLE_MS) return undefined;
  return { page, stale: page.generation < generation || age > FRESH_MS };
}

/** The current generation; a render records the one it started in. */
export function cacheGeneration() {
  return generation;
}

/** Compresses a rendered page (in the thread pool) and keeps it, unless a newer one is kept. */
export async function storePage(
  key: string,
  startedIn: number,
  page: Pick<CachedPage, "status" | "headers" | "body">,
): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(page.body, { level: GZIP_LEVEL }),
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
  ]);
  const entry: CachedPage = {
    ...page,
    gzip: gzipped,
    brotli: brotlied,
    etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
    storedAt: Date.now(),
    generation: startedIn,
  };
  const current = pages.peek(key);
  if (current && current.generation > startedIn) return entry;
  pages.set(key, entry, entry.body.length + gzipped.length + brotlied.length);
  return entry;
}

/** Forgets one page: its re-render answered something that must not be kept (a 404 now). */
export function dropPage(key: string) {
  pages.delete(key);
}

/** Every entry becomes stale: served on, while the next request for each re-renders it. */
export function markPagesStale() {
  generation += 1;
}

/** Called by every write that can change what a public page shows, in any process. */
export function invalidatePublicPages() {
  markPagesStale();
  announceInvalidation().catch((err: unknown) =>
    // The others' entries still turn stale by age (FRESH_MS).
    logger.warn({ err }, "could not tell the other processes that pages changed"),
  );
}

export function cachedPageCount() {
  return pages.size;
}
