import { databaseRecentlyUnavailable } from "../db/availability.ts";
import { logger } from "../logger.ts";
import { countPageCacheLookup } from "../metrics/metrics.ts";
import { type CachedPage, cacheGeneration, dropPage, lookupPage, storePage } from "./page-cache.ts";

// What an anonymous request for a cache key gets (ADR 0081):
// - a fresh entry, at once;
// - a missing or stale entry: one render per key at a time (single flight). The request that
//   starts it waits for it; every request for a stale entry arriving meanwhile gets the stale
//   page at once, so a write or an expiry never makes every visitor wait. If the re-render fails
//   (the database is out of reach), the stale page is served rather than an error.
// A render counts only for the generation it started in (ADR 0084): one started before a write
// may have read the data before it, so a request after the write starts (or waits for) a render
// of its own generation instead of being handed the old page or that render's result.

/** What one request gets. */
export type Outcome =
  /** From the page cache. */
  | { kind: "page"; page: CachedPage }
  /** The same answer for everyone asking now, but not kept (a 404, a redirect). */
  | { kind: "shared"; status: number; headers: [string, string][]; body: Buffer }
  /** Meant for one visitor only (it sets a cookie, or must not be stored): render your own. */
  | { kind: "own" }
  /** The database is out of reach and there is no stored page. */
  | { kind: "unavailable" };

type Flight = { outcome: Promise<Outcome>; startedIn: number };
const inFlight = new Map<string, Flight>();

const cacheControlOf = (response: Response) => response.headers.get("cache-control") ?? "";
const headersOf = (response: Response) =>
  [...response.headers].filter(([name]) => name !== "content-length") as [string, string][];

async function renderOnce(
  key: string,
  render: () => Promise<Response>,
  defaultCacheControl: string,
): Promise<Outcome> {
  const startedIn = cacheGeneration();
  const response = await render();
  if (response.status >= 500 && databaseRecentlyUnavailable()) {
    await response.body?.cancel();
    return { kind: "unavailable" };
  }
  if (response.headers.has("set-cookie") || /private|no-store/.test(cacheControlOf(response))) {
    await response.body?.cancel();
    dropPage(key);
    return { kind: "own" };
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || /no-cache/.test(cacheControlOf(response))) {
    dropPage(key);
    return { kind: "shared", status: response.status, headers: headersOf(response), body };
  }
  if (!response.headers.has("cache-control")) {
    response.headers.set("Cache-Control", defaultCacheControl);
  }
  const page = await storePage(key, startedIn, {
    status: response.status,
    headers: headersOf(response),
    body,
  });
  return { kind: "page", page };
}

/**
 * The answer for an anonymous GET of `key`. `render` renders the canonical URL for nobody in
 * particular: other requests may wait for it, so it must not be tied to one connection.
 */
export async function publicPage(
  key: string,
  render: () => Promise<Response>,
  defaultCacheControl: string,
): Promise<Outcome> {
  const found = lookupPage(key);
  countPageCacheLookup(found ? (found.stale ? "stale" : "hit") : "miss");
  if (found && !found.stale) return { kind: "page", page: found.page };
  const running = currentFlight(key);
  if (found && running) return { kind: "page", page: found.page };
  const flight = running ?? startFlight(key, render, defaultCacheControl);
  if (!found) return flight;
  try {
    const outcome = await flight;
    return outcome.kind === "unavailable" ? { kind: "page", page: found.page } : outcome;
  } catch (error) {
    logger.warn({ err: error, key }, "re-render failed; the stored page is served");
    return { kind: "page", page: found.page };
  }
}

/** The render under way for `key` that started in the current generation, if any. */
function currentFlight(key: string) {
  const flight = inFlight.get(key);
  return flight?.startedIn === cacheGeneration() ? flight.outcome : undefined;
}

function startFlight(key: string, render: () => Promise<Response>, defaultCacheControl: string) {
  const flight: Flight = {
    startedIn: cacheGeneration(),
    outcome: renderOnce(key, render, defaultCacheControl).finally(() => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    }),
  };
  inFlight.set(key, flight);
  return flight.outcome;
}
