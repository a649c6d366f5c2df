import { describe, expect, it } from "vitest";
import { BoundedLru } from "./bounded-lru.ts";

describe("BoundedLru", () => {
  it("drops the least recently used entry past the entry limit", () => {
    const lru = new BoundedLru<string>({ entries: 2, bytes: 1_000 });
    lru.set("a", "A", 1);
    lru.set("b", "B", 1);
    lru.get("a");
    lru.set("c", "C", 1);
    expect([lru.peek("a"), lru.peek("b"), lru.peek("c")]).toEqual(["A", undefined, "C"]);
  });

  it("drops the least recently used entries until the bytes fit", () => {
    const lru = new BoundedLru<number>({ entries: 1_000, bytes: 100 });
    for (let i = 0; i < 50; i++) lru.set(`page-${i}`, i, 20);
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.size).toBe(5);
    expect(lru.peek("page-49")).toBe(49);
    expect(lru.peek("page-44")).toBeUndefined();
  });

  it("counts a replaced or deleted entry's bytes once", () => {
    const lru = new BoundedLru<string>({ entries: 10, bytes: 100 });
    lru.set("a", "old", 20);
    lru.set("a", "new", 10);
    expect(lru.bytes).toBe(10);
    lru.delete("a");
    lru.delete("a");
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
  });

  it("keeps no single value over a quarter of the byte limit", () => {
    const lru = new BoundedLru<string>({ entries: 10, bytes: 100 });
    lru.set("small", "s", 10);
    expect(lru.set("huge", "h", 26)).toBe(false);
    expect([lru.peek("huge"), lru.peek("small"), lru.bytes]).toEqual([undefined, "s", 10]);
  });
});
