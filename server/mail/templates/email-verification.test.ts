import { describe, expect, it } from "vitest";
import { emailVerificationMessage } from "./email-verification.ts";

describe("emailVerificationMessage", () => {
  const url = "https://site.test/api/auth/verify-email?token=abc&callbackURL=%2Fprofile";
  const message = emailVerificationMessage({
    to: "a@b.test",
    name: "<Eve & Co>",
    url,
    expiresInHours: 24,
  });

  it("carries the link and its lifetime in the plain text", () => {
    expect(message.subject).toBe("Confirm your email address");
    expect(message.text).toContain(url);
    expect(message.text).toContain("expires in 24 hours");
  });

  it("escapes what the user typed in the HTML version", () => {
    expect(message.html).toContain("&#60;Eve &#38; Co&#62;");
    expect(message.html).not.toContain("<Eve");
  });
});
