import { describe, expect, it } from "vitest";
import { pageOf } from "./role-changes.ts";

// The roles screen's ?page= (ADR 0133): "1e308" once made the offset Infinity, a 500.
describe("pageOf", () => {
  it("reads a whole page number", () => {
    expect(pageOf("1")).toBe(1);
    expect(pageOf("42")).toBe(42);
    expect(pageOf("999999")).toBe(999_999);
  });

  it("answers the first page for anything else", () => {
    for (const value of [
      null,
      "",
      "0",
      "-3",
      "2.5",
      "1e308",
      "12345678901234567890",
      " 2",
      "0x10",
    ]) {
      expect(pageOf(value), String(value)).toBe(1);
    }
  });
});
