import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget, stableSitePath } from "./redirect-target.ts";

/** What a browser does with a Location header on a page of site.test. */
const followed = (location: string) => new URL(location, "http://site.test/login");

describe("safeRedirectTarget", () => {
  it.each([
    ["/profile", "/profile"],
    ["/dashbord?isAdmin=true", "/dashbord?isAdmin=true"],
    ["/news/abc#comments", "/news/abc#comments"],
    ["/a/../b", "/b"],
    // Escapes stay escapes: the browser asks this site for them as they are.
    ["/%0a//evil", "/%0a//evil"],
    ["/%2e%2e%2f/evil.example", "/%2e%2e%2f/evil.example"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    // Paths that URL parsing turns into '//host' (the review's M3 and more of the kind).
    "/.//evil.example",
    "/.//evil.example/phish",
    "/..//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/%2e/%2e//evil.example",
    "/./%2e//evil.example",
    "/.//evil.example?x=1#y",
    "/..///evil.example",
    "/.\\evil.example",
    "/./\\evil.example",
    "",
    null,
    undefined,
    42,
  ])("refuses %s", (input) => {
    const result = safeRedirectTarget(input);
    expect(result).toBe("/");
    expect(followed(result).origin).toBe("http://site.test");
  });

  it("answers only paths a browser follows to this site, unchanged, whatever it is given", () => {
    const pathLike = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "/",
            "//",
            ".",
            "..",
            "%2e",
            "%2E",
            "%2f",
            "\\",
            "?",
            "#",
            "@",
            ":",
            "evil.example",
          ),
          fc.string({ unit: "grapheme-ascii", maxLength: 4 }),
        ),
        { maxLength: 8 },
      )
      .map((parts) => `/${parts.join("")}`);
    // Any UTF-16 code unit, lone surrogates included (fast-check's "binary" unit would do, but
    // building it takes seconds).
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string({ unit: codeUnit, maxLength: 40 })), (input) => {
        const result = safeRedirectTarget(input);
        const url = followed(result);
        return (
          url.origin === "http://site.test" && `${url.pathname}${url.search}${url.hash}` === result
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("falls back to home (or the given fallback) for refused targets", () => {
    expect(safeRedirectTarget("//evil.example")).toBe("/");
    expect(safeRedirectTarget("https://evil.example", "/welcome")).toBe("/welcome");
  });

  it("never sends a signed-in visitor back to an account form", () => {
    for (const page of [
      "/login",
      "/login?redirectTo=/x",
      "/signUp",
      "/signup",
      "/reset",
      "/reset-password?token=t",
    ]) {
      expect(safeRedirectTarget(page)).toBe("/");
    }
    expect(safeRedirectTarget("/loginhelp")).toBe("/loginhelp");
  });
});

describe("stableSitePath", () => {
  it.each([
    ["/login?verified=1", "/login?verified=1"],
    ["/news/a%2Fb", "/news/a%2Fb"],
    ["/.//evil.example", null],
    ["/%2e//evil.example", null],
    ["//evil.example", null],
    ["https://evil.example", null],
  ])("%s → %s", (value, expected) => {
    expect(stableSitePath(value)).toBe(expected);
  });
});
