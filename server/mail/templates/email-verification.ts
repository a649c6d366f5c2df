import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// The message that proves an address: sent on sign-up and again from the profile page. It goes to
// an address nobody has proved yet, so it carries no word the requester chose, not even the name
// they gave (ADR 0122). Addresses listed in ADMIN_EMAILS get admin-confirmation.ts instead.

export function emailVerificationMessage(input: {
  to: string;
  url: string;
  expiresInHours: number;
}): MailMessage {
  const text = [
    "Hello,",
    "",
    "Please confirm that this is your email address by opening this link:",
    "",
    input.url,
    "",
    `The link expires in ${input.expiresInHours} hours. You can ask for a new one on your profile page.`,
    "Opening it signs your account out everywhere; log in again afterwards.",
    "If you did not create an account, ignore this email.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0b1020;line-height:1.5">
<p>Hello,</p>
<p>Please confirm that this is your email address:</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#ff5a1f;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">Confirm my email address</a></p>
<p style="color:#555">The link expires in ${input.expiresInHours} hours. You can ask for a new one on your profile page. Opening it signs your account out everywhere; log in again afterwards. If you did not create an account, ignore this email.</p>
</body></html>`;
  return { to: input.to, subject: "Confirm your email address", text, html };
}
