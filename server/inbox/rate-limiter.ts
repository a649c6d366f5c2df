// A fixed-window counter per key (a visitor's address), kept in this process's memory. One
// process serves the embedded default; see ADR 0052 for what that means with several.

type Window = { count: number; resetAt: number };

export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one use; answers whether it is allowed and, if not, when the key may try again. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const now = this.#now();
    if (this.#windows.size > 10_000) this.#prune(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    if (window.count >= this.#limit) return { allowed: false, retryAfterMs: window.resetAt - now };
    window.count += 1;
    return { allowed: true };
  }

  /** Gives back one use of the key's current window (its request failed on our side). */
  release(key: string) {
    const window = this.#windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  #prune(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
