import { boundedQueue } from "../bounded-queue.ts";

// Decoding an image takes memory and CPU in proportion to its pixels, off the event loop but not
// free: many at once stall every other request (attack review of 2026-11-28). So decodes run at
// most two at a time, all uploads together; editors' uploads wait their turn, while a stranger's
// picture (the sign-up form, ADR 0149) is refused with "try again in a moment" once three are
// running or waiting.

const decodes = boundedQueue(2, 3);

export type DecodeSource = "editor" | "anonymous";

/** True when a stranger's picture would be refused now. */
export const queueFullFor = (source: DecodeSource) => source === "anonymous" && decodes.full();

/** Runs `work` in the decode queue, or answers undefined when a stranger's picture is refused. */
export const inDecodeQueue = <T>(source: DecodeSource, work: () => Promise<T>) =>
  decodes.run(work, { refusable: source === "anonymous" });
