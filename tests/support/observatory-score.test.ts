import { describe, expect, it } from "vitest";
import { observatoryScore } from "./observatory-score.ts";

describe("observatoryScore", () => {
  it("fails a response with no security headers", () => {
    const result = observatoryScore(new Headers(), { https: true });
    expect(result.grade).toBe("D");
    expect(result.notes).toEqual([
      "csp-not-implemented",
      "hsts-not-implemented",
      "x-frame-options-not-implemented",
      "x-content-type-options-not-implemented",
    ]);
  });

  it("marks down inline scripts without a nonce and insecure session cookies", () => {
    const headers = new Headers({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "strict-transport-security": "max-age=31536000",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    headers.append("set-cookie", "session=x; Path=/; HttpOnly");
    const result = observatoryScore(headers, { https: true });
    expect(result.notes).toEqual([
      "csp-implemented-with-unsafe-inline",
      "cookies-without-secure-flag",
    ]);
    expect(result.score).toBe(40);
  });

  it("gives A+ to a nonce-based policy with the usual companions", () => {
    const headers = new Headers({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
    });
    expect(observatoryScore(headers, { https: true })).toEqual({
      score: 115,
      grade: "A+",
      notes: [],
    });
  });
});
