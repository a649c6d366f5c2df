import { describe, expect, it } from "vitest";
import { passwordResetMessage } from "./password-reset.ts";

describe("passwordResetMessage", () => {
  const url = "https://site.test/api/auth/reset-password/tok?callbackURL=%2Freset-password";
  const message = passwordResetMessage({ to: "a@b.test", url, expiresInMinutes: 60 });

  it("carries the link and its lifetime in the plain text", () => {
    expect(message.to).toBe("a@b.test");
    expect(message.subject).toBe("Reset your password");
    expect(message.text).toContain(url);
    expect(message.text).toContain("expires in 60 minutes");
  });

  it("greets nobody by name: an account's address may not be proved yet", () => {
    expect(message.text.startsWith("Hello,\n")).toBe(true);
    expect(message.html).toContain("<p>Hello,</p>");
  });
});
