import { describe, expect, it } from "vitest";
import { passwordResetMessage } from "./password-reset.ts";

describe("passwordResetMessage", () => {
  const message = passwordResetMessage({
    to: "a@b.test",
    name: "<Eve & Co>",
    url: "https://site.test/api/auth/reset-password/tok?callbackURL=%2Freset-password",
    expiresInMinutes: 60,
  });

  it("carries the link and its lifetime in the plain text", () => {
    expect(message.to).toBe("a@b.test");
    expect(message.subject).toBe("Reset your password");
    expect(message.text).toContain(
      "https://site.test/api/auth/reset-password/tok?callbackURL=%2Freset-password",
    );
    expect(message.text).toContain("expires in 60 minutes");
  });

  it("escapes what the user typed in the HTML version", () => {
    expect(message.html).toContain("&#60;Eve &#38; Co&#62;");
    expect(message.html).not.toContain("<Eve");
  });
});
