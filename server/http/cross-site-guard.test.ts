import { describe, expect, it } from "vitest";
import { isCrossSite } from "./cross-site-guard.ts";

const trusted = new Set(["https://www.example.com"]);

describe("isCrossSite", () => {
  it.each([
    [{ origin: "https://www.example.com" }, false],
    [{ origin: "https://www.example.com", fetchSite: "same-origin" }, false],
    [{}, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "https://www.example.com.evil.example" }, true],
    [{ origin: "http://www.example.com" }, true],
    [{ origin: "null" }, true],
    [{ fetchSite: "cross-site" }, true],
    [{ origin: "https://www.example.com", fetchSite: "cross-site" }, true],
  ])("%o → %s", (headers, expected) => {
    expect(isCrossSite(headers, trusted)).toBe(expected);
  });
});
