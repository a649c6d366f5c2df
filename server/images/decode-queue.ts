import { boundedQueue } from "../bounded-queue.ts";

// Decoding an image takes memory and CPU in proportion to its pixels, off the event loop but not
// free: many at once stall every other request (attack review of 2026-11-28). So decodes run at
// most two at a time, all uploads together; editors' uploads wait their turn, while a stranger's
// picture (the sign-up form, ADR 0149) is refused with "try again in a moment" once three are
// running or waiting, or when the same client already has one in the queue (the re-test: ten
// parallel sign-ups from one address held every slot, and others' got "try again").

const decodes = boundedQueue(2, 3);
const strangersInQueue = new Set<string>();

export type DecodeSource = "editor" | "anonymous";

/** True when a stranger's picture (from `client`, a rate-limit key) would be refused now. */
export const queueFullFor = (source: DecodeSource, client?: string) =>
  source === "anonymous" &&
  (decodes.full() || (client !== undefined && strangersInQueue.has(client)));

/** Runs `work` in the decode queue, or answers undefined when a stranger's picture is refused. */
export async function inDecodeQueue<T>(
  source: DecodeSource,
  work: () => Promise<T>,
  client?: string,
): Promise<T | undefined> {
  if (source !== "anonymous" || client === undefined) {
    return decodes.run(work, { refusable: source === "anonymous" });
  }
  if (strangersInQueue.has(client)) return undefined;
  strangersInQueue.add(client);
  try {
    return await decodes.run(work);
  } finally {
    strangersInQueue.delete(client);
  }
}
