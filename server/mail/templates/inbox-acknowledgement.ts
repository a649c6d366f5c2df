import { answerWithin, type SiteDetails, site } from "../../../app/lib/site.ts";
import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// The short "we have it" a visitor is sent after an enquiry or a booking request. Anyone can type
// anyone's address into the form, so it carries no word the sender typed, not even a name (as
// account mails, ADR 0122): the site cannot be used to carry someone's text to a third party.

const what = { enquiry: "enquiry", booking: "booking request" } as const;

export function acknowledgementMessage(
  to: string,
  kind: keyof typeof what,
  details: SiteDetails,
): MailMessage {
  const phone = details.phones[0]?.display;
  // The promise the owner sets on /settings, the same the enquiry pages make.
  const promise = answerWithin(details);
  const urgent = phone ? `If it is urgent, call us on ${phone} (${site.openingHours}).` : "";
  const text = [
    "Hello,",
    "",
    `Thank you for your ${what[kind]}. We have it, and we will answer ${promise}.`,
    urgent,
    "",
    "If you did not write to us, someone gave your address by mistake, and you can ignore this email.",
    "",
    details.legalName,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0b1020;line-height:1.5">
<p>Hello,</p>
<p>Thank you for your ${what[kind]}. We have it, and we will answer ${promise}.
${urgent}</p>
<p style="color:#555">If you did not write to us, someone gave your address by mistake, and you can ignore this email.</p>
<p>${escapeHtml(details.legalName)}</p>
</body></html>`;
  // Answering it reaches the agency, not the no-reply sender.
  return { to, replyTo: details.email, subject: `We have your ${what[kind]}`, text, html };
}
