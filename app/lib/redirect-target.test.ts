import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target.ts";

describe("safeRedirectTarget", () => {
  it.each([
    ["/profile", "/profile"],
    ["/dashbord?isAdmin=true", "/dashbord?isAdmin=true"],
    ["/news/abc#comments", "/news/abc#comments"],
    ["/a/../b", "/b"],
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
    "/%0a//evil",
    "",
    null,
    undefined,
    42,
  ])("refuses %s", (input) => {
    const result = safeRedirectTarget(input);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, "http://site.test").origin).toBe("http://site.test");
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
