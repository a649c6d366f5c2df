import { describe, expect, it } from "vitest";
import { emailVerificationMessage } from "./email-verification.ts";

describe("emailVerificationMessage", () => {
  const url = "https://site.test/api/auth/verify-email?token=abc&callbackURL=%2Flogin";
  const message = emailVerificationMessage({ to: "a@b.test", url, expiresInHours: 24 });

  it("carries the link and its lifetime in the plain text", () => {
    expect(message.subject).toBe("Confirm your email address");
    expect(message.text).toContain(url);
    expect(message.text).toContain("expires in 24 hours");
  });

  it("greets nobody by name: the address is not proved, so nothing the requester typed goes in", () => {
    expect(message.text.startsWith("Hello,\n")).toBe(true);
    expect(message.html).toContain("<p>Hello,</p>");
    expect(message.html).toContain(url.replaceAll("&", "&#38;"));
  });
});
