import pLimit from "p-limit";

// Work a stranger can start (decoding a picture, a search that misses the cache) runs a few at a
// time, so it never holds up every other request; and a queue that is already long turns more
// away at once ("try again in a moment") rather than growing until it holds the server for
// minutes (ADR 0149).

export type BoundedQueue = {
  /** True when work that may be refused would be now. */
  full(): boolean;
  /** Runs `work` in turn; when `refusable` and the queue is full, answers undefined instead. */
  run<T>(work: () => Promise<T>, options?: { refusable?: boolean }): Promise<T | undefined>;
};

/** At most `concurrency` at once; refusable work is refused once `backlog` run or wait. */
export function boundedQueue(concurrency: number, backlog: number): BoundedQueue {
  const limit = pLimit(concurrency);
  const full = () => limit.activeCount + limit.pendingCount >= backlog;
  return {
    full,
    async run(work, { refusable = true } = {}) {
      if (refusable && full()) return undefined;
      return limit(work);
    },
  };
}
