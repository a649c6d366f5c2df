import { describe, expect, it } from "vitest";
import { redactSecrets } from "./logger.ts";

describe("redactSecrets", () => {
  it.each([
    [
      '{"url":"/api/auth/reset-password/AbC123_-x?callbackURL=%2Freset-password"}',
      '{"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password"}',
    ],
    ['{"url":"/reset-password?token=AbC123"}', '{"url":"/reset-password?token=[redacted]"}'],
    [
      '{"url":"/api/auth/verify-email?token=eyJ.a.b&callbackURL=%2Fprofile"}',
      '{"url":"/api/auth/verify-email?token=[redacted]&callbackURL=%2Fprofile"}',
    ],
    [
      '{"url":"/api/auth/callback/google?code=xyz&state=abc"}',
      '{"url":"/api/auth/callback/google?code=[redacted]&state=[redacted]"}',
    ],
    [
      '"msg":"see https://x.test/reset-password/tok1 now"',
      '"msg":"see https://x.test/reset-password/[redacted] now"',
    ],
  ])("%s", (line, expected) => {
    expect(redactSecrets(line)).toBe(expected);
  });

  it("leaves other addresses alone", () => {
    const line = '{"url":"/news/search?q=token&after=abc","status":200}';
    expect(redactSecrets(line)).toBe(line);
  });
});
