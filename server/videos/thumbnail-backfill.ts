import { logger } from "../logger.ts";
import { attachProviderDetails } from "./add-video.ts";
import { providersWithThumbnails } from "./video-providers.ts";
import { listVideosWithoutThumbnail } from "./video-repository.ts";

// Videos added before thumbnails were stored (migration 0005), or while the thumbnail origin was
// unreachable, show the poster. Once per process start, after the server listens, their
// thumbnails are fetched in the background (ADR 0043): the same lookup as on add, a few at a time,
// a bounded number per start, so a large backlog or a dead origin costs neither readiness nor more
// than a little of the provider's patience. Each video is tried at most once per start.

/** Videos tried per start; the rest (if any) on later starts. */
export const backfillLimit = 50;
/** Side by side, like the seed: a slow origin costs one deadline per pair, not per video. */
const concurrency = 2;

let running: { controller: AbortController; done: Promise<void> } | undefined;

/**
 * Starts the backfill in the background, once per process (later calls answer the same run);
 * the promise settles when it has finished, and never rejects.
 */
export function startThumbnailBackfill(limit = backfillLimit): Promise<void> {
  if (!running) {
    const controller = new AbortController();
    const done = backfill(limit, controller.signal).catch((error: unknown) => {
      // The database may be unreachable at start: the videos keep the poster until a later start.
      logger.warn({ err: error }, "video thumbnail backfill stopped");
    });
    running = { controller, done };
  }
  return running.done;
}

/** Abandons the fetches under way and waits for the run to end, before the database closes. */
export async function stopThumbnailBackfill() {
  if (!running) return;
  running.controller.abort();
  await running.done;
}

async function backfill(limit: number, signal: AbortSignal) {
  const started = Date.now();
  // One more than the allowance, only to tell the log whether any are left for later starts.
  const found = await listVideosWithoutThumbnail(providersWithThumbnails, limit + 1);
  const queue = found.slice(0, limit);
  let tried = 0;
  let stored = 0;
  // Each worker takes the next video off the shared queue, so each is tried at most once.
  const worker = async () => {
    while (queue.length > 0 && !signal.aborted) {
      const next = queue.shift()!;
      tried += 1;
      if (await attachProviderDetails(next._id, next, { signal })) stored += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  logger.info(
    {
      tried,
      stored,
      poster: tried - stored,
      // Left for a later start: beyond the allowance, or not reached before the server stopped.
      moreLeft: found.length > limit || queue.length > 0,
      stopped: signal.aborted,
      ms: Date.now() - started,
    },
    "video thumbnail backfill finished",
  );
}
