import { describe, expect, it } from "vitest";
import { canonicalCursor, decodeCursor, encodeCursor, isUuid } from "./news-cursor.ts";

describe("news cursors", () => {
  const row = {
    publishAt: new Date("2026-05-01T13:30:00Z"),
    id: "6b9f27c5-6b64-418d-858a-a8d8cc2abd4c",
  };

  it("round-trips the last row of a page", () => {
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(encodeCursor(row)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("reads anything malformed as 'from the start'", () => {
    for (const bad of [
      null,
      "",
      "!!!",
      "a".repeat(200),
      Buffer.from("x.y").toString("base64url"),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
    expect(decodeCursor(Buffer.from(`12.${"0".repeat(36)}`).toString("base64url"))).toBeUndefined();
  });

  it("reads a time outside what a Date can hold as 'from the start'", () => {
    for (const millis of [8.64e15 + 1, -8.64e15 - 1, Number.MAX_SAFE_INTEGER]) {
      const cursor = Buffer.from(`${millis}.${row.id}`).toString("base64url");
      expect(decodeCursor(cursor)).toBeUndefined();
    }
    const edge = Buffer.from(`${8.64e15}.${row.id}`).toString("base64url");
    expect(decodeCursor(edge)?.publishAt.getTime()).toBe(8.64e15);
  });

  it("recognises uuids only", () => {
    expect(isUuid(row.id)).toBe(true);
    expect(isUuid("1' or '1'='1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("gives the canonical form of a page's `after`: the cursor as sent, or none", () => {
    const cursor = encodeCursor(row);
    expect(canonicalCursor(cursor)).toBe(cursor);
    for (const bad of [null, undefined, "", "x", "!!", "A".repeat(81)]) {
      expect(canonicalCursor(bad)).toBeUndefined();
    }
  });
});
