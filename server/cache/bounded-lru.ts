// A least-recently-used map bounded by entry count and by bytes. The page cache keys on declared
// query parameters, but some are free text (a search's `q`, a cursor), so a count alone let a
// crawler of unique searches hold 1,000 copies of whatever page was largest: a sitemap of 50,000
// articles is about 8 MB with its two compressed copies (attack finding M1).

type Slot<T> = { value: T; bytes: number };

export class BoundedLru<T> {
  readonly #slots = new Map<string, Slot<T>>();
  #bytes = 0;
  readonly limits: { entries: number; bytes: number };

  constructor(limits: { entries: number; bytes: number }) {
    this.limits = limits;
  }

  /** The value, now the most recently used. */
  get(key: string): T | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.value;
  }

  /** The value, leaving the order alone. */
  peek(key: string): T | undefined {
    return this.#slots.get(key)?.value;
  }

  /**
   * Keeps a value of `bytes`, dropping the least recently used until both limits hold. A value
   * larger than a quarter of the byte limit is not kept, so one page cannot empty the cache.
   */
  set(key: string, value: T, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.limits.bytes / 4) return false;
    this.#slots.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#slots.size > this.limits.entries || this.#bytes > this.limits.bytes) {
      this.delete(this.#slots.keys().next().value as string);
    }
    return true;
  }

  delete(key: string) {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
  }

  get size() {
    return this.#slots.size;
  }

  get bytes() {
    return this.#bytes;
  }
}
