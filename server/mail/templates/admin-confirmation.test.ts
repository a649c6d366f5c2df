import { describe, expect, it } from "vitest";
import { ADMIN_CONFIRMATION_SUBJECT, adminConfirmationMessage } from "./admin-confirmation.ts";

describe("adminConfirmationMessage", () => {
  const url =
    "https://site.test/api/auth/reset-password/tok?callbackURL=%2Freset-password%3Fconfirm%3D1";
  const message = adminConfirmationMessage({ to: "owner@b.test", url, expiresInHours: 24 });

  it("asks the owner to confirm the address by choosing the password, through the link", () => {
    expect(message.subject).toBe(ADMIN_CONFIRMATION_SUBJECT);
    expect(message.text).toContain("open this link and choose the account's password");
    expect(message.text).toContain(url);
    expect(message.text).toContain("expires in 24 hours");
    expect(message.html).toContain(url.replaceAll("&", "&#38;"));
  });

  it("greets nobody by name", () => {
    expect(message.text.startsWith("Hello,\n")).toBe(true);
  });
});
