import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// What an ADMIN_EMAILS address is sent instead of the plain confirmation link: confirming it means
// choosing the account's password, so that whoever registered the address first is left with
// nothing (ADR 0120). Like every account mail, it carries no word the requester chose.

export const ADMIN_CONFIRMATION_SUBJECT = "Confirm your address and choose your password";

export function adminConfirmationMessage(input: {
  to: string;
  url: string;
  expiresInHours: number;
}): MailMessage {
  const text = [
    "Hello,",
    "",
    "An account on our website was created with this email address, which is one of the site's administrators.",
    "To confirm that the address is yours, open this link and choose the account's password:",
    "",
    input.url,
    "",
    `The link works once and expires in ${input.expiresInHours} hours. Choosing the password signs the account out everywhere; log in with the new password afterwards to reach the admin area.`,
    "If you did not expect this, ignore this email: nobody gets admin access until the password is chosen through this link.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0b1020;line-height:1.5">
<p>Hello,</p>
<p>An account on our website was created with this email address, which is one of the site's administrators. To confirm that the address is yours, choose the account's password:</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#ff5a1f;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">Confirm and choose my password</a></p>
<p style="color:#555">The link works once and expires in ${input.expiresInHours} hours. Choosing the password signs the account out everywhere; log in with the new password afterwards to reach the admin area. If you did not expect this, ignore this email: nobody gets admin access until the password is chosen through this link.</p>
</body></html>`;
  return { to: input.to, subject: ADMIN_CONFIRMATION_SUBJECT, text, html };
}
