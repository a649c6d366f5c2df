import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// The message that proves an address: sent on sign-up and again from the profile page. Until the
// link is followed, ADMIN_EMAILS grants nothing to the account (ADR 0061).

export function emailVerificationMessage(input: {
  to: string;
  name: string;
  url: string;
  expiresInHours: number;
}): MailMessage {
  const text = [
    `Hello ${input.name},`,
    "",
    "Please confirm that this is your email address by opening this link:",
    "",
    input.url,
    "",
    `The link expires in ${input.expiresInHours} hours. You can ask for a new one on your profile page.`,
    "If you did not create an account, ignore this email.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0b1020;line-height:1.5">
<p>Hello ${escapeHtml(input.name)},</p>
<p>Please confirm that this is your email address:</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#ff5a1f;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">Confirm my email address</a></p>
<p style="color:#555">The link expires in ${input.expiresInHours} hours. You can ask for a new one on your profile page. If you did not create an account, ignore this email.</p>
</body></html>`;
  return { to: input.to, subject: "Confirm your email address", text, html };
}
