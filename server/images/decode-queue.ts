import pLimit from "p-limit";

// Decoding an image takes memory and CPU in proportion to its pixels, off the event loop but not
// free: many at once stall every other request (attack review of 2026-11-28). So decodes run at
// most two at a time, all uploads together; editors' uploads wait their turn, while a stranger's
// picture (the sign-up form, ADR 0149) is refused with "try again in a moment" once a few are
// already waiting, so no one can build a queue that holds the server for minutes.

const decodes = pLimit(2);
/** Decodes running or waiting beyond which a stranger's picture is refused. */
const ANONYMOUS_BACKLOG = 3;

export type DecodeSource = "editor" | "anonymous";

/** True when a stranger's picture would be refused now. */
export const queueFullFor = (source: DecodeSource) =>
  source === "anonymous" && decodes.activeCount + decodes.pendingCount >= ANONYMOUS_BACKLOG;

/** Runs `work` in the decode queue, or answers undefined when a stranger's picture is refused. */
export async function inDecodeQueue<T>(
  source: DecodeSource,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (queueFullFor(source)) return undefined;
  return decodes(work);
}
