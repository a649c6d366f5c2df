import { cacheGeneration } from "./page-cache.ts";

// Database reads that every view of a page repeats for each signed-in reader (whose pages are
// rendered per request) although only a write changes them: an article and its related cards.
// On the embedded database each query is CPU time of this process; they were the largest part of
// a signed-in article render (docs/performance.md). An entry belongs to the page cache's
// generation, so whatever makes pages stale (a write here, a notification from another process,
// a scheduled article coming due) retires it too, and it is read again after a minute in any
// case. Only found values are kept: random ids cannot push real entries out.

const MAX_ENTRIES = 500;
const FRESH_MS = 60_000;

type Entry = { generation: number; storedAt: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

export function readThrough<T>(key: string, read: () => Promise<T | undefined>) {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === cacheGeneration() && now - hit.storedAt < FRESH_MS) {
    return hit.value as Promise<T | undefined>;
  }
  const value = read();
  entries.delete(key);
  entries.set(key, { generation: cacheGeneration(), storedAt: now, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  // A failed or empty read is not kept.
  const forget = () => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  value.then((found) => found === undefined && forget(), forget);
  return value;
}
