import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// The password-reset message. Plain text first (many inboxes show it), a small HTML version with
// the same words and the link as a button. An account's address may not be proved yet, so the
// message carries no word anyone typed, not even the account's name (ADR 0122).

export function passwordResetMessage(input: {
  to: string;
  url: string;
  expiresInMinutes: number;
}): MailMessage {
  const text = [
    "Hello,",
    "",
    "Someone asked to reset the password of your account. To choose a new password, open this link:",
    "",
    input.url,
    "",
    `The link works once and expires in ${input.expiresInMinutes} minutes. Choosing a new password signs you out everywhere else.`,
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0b1020;line-height:1.5">
<p>Hello,</p>
<p>Someone asked to reset the password of your account. To choose a new password, use this button:</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#ff5a1f;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">Choose a new password</a></p>
<p style="color:#555">The link works once and expires in ${input.expiresInMinutes} minutes. Choosing a new password signs you out everywhere else. If you did not ask for this, ignore this email: your password stays as it is.</p>
</body></html>`;
  return { to: input.to, subject: "Reset your password", text, html };
}
