import { logger } from "../logger.ts";
import { applyRetention } from "./retention.ts";

// Runs applyRetention once the server listens and then every 24 hours, in the background, like
// the thumbnail backfill (ADR 0043): a failure is logged and tried again at the next run. Each
// run is one DELETE per rule, so several processes running it delete each row once (ADR 0111);
// the timer never keeps the process alive.

const DAY_MS = 24 * 60 * 60 * 1000;

let timer: NodeJS.Timeout | undefined;
let current: Promise<void> | undefined;

function runOnce() {
  current ??= applyRetention()
    .then(() => undefined)
    .catch((error: unknown) => logger.warn({ err: error }, "inbox retention run failed"))
    .finally(() => {
      current = undefined;
    });
  return current;
}

export function startRetentionJob() {
  if (timer) return;
  void runOnce();
  timer = setInterval(() => void runOnce(), DAY_MS);
  timer.unref();
}

/** Stops the timer and waits for a run under way, before the database closes. */
export async function stopRetentionJob() {
  clearInterval(timer);
  timer = undefined;
  await current;
}
