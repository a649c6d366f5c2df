import { formatAdminDateTime, formatAdminDay } from "../../app/lib/admin-dates.ts";
import { sourceLabel } from "../../app/lib/enquiry-source.ts";
import { sampleDetails } from "../../app/lib/site.ts";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { enqueueMail, MAIL_PRIORITY } from "../mail/mail-queue.ts";
import { getBusinessDetails } from "../settings/business-details.ts";
import type { BookingRow } from "./booking-repository.ts";
import type { EnquiryRow } from "./enquiry-repository.ts";

// Tells the agency inbox of each new enquiry and booking, AFTER the row is stored, through the
// mail queue (ADR 0159): a restart or an SMTP outage delays the mail, never loses it. A failed
// attempt is recorded on the row (notify_error, notified_at stays null) and shown in the admin
// tables until a retry delivers it; it never reaches the visitor (ADR 0051).

/** The notification address saved on /settings; until then ENQUIRY_NOTIFY_TO, or else the
 * site's contact email (the operator contract's default). */
async function notifyRecipient() {
  try {
    return (await getBusinessDetails()).details.notifyTo;
  } catch (error) {
    logger.error({ err: error }, "could not read the notification address; using the default");
    return getConfig().ENQUIRY_NOTIFY_TO ?? sampleDetails.email;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
// Header values never carry a line break the visitor typed.
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").slice(0, 120);

/**
 * The notification: the submission's fields, a link to its own page in the admin area, and the
 * visitor as Reply-To, so answering the mail answers them (not the site's no-reply address).
 */
function compose(
  to: string,
  subject: string,
  fields: [string, string][],
  adminPath: string,
  replyTo: string,
) {
  const link = `${getConfig().siteUrl}${adminPath}`;
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${link}\n`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<table>${rows}</table><p><a href="${escapeHtml(link)}">Open in the admin area</a></p>`;
  return { to, replyTo, subject: oneLine(subject), text, html };
}

/** Queues the notification, once per submission; never throws (the submission is stored). */
async function deliver(
  kind: "enquiry" | "booking",
  id: string,
  message: ReturnType<typeof compose>,
) {
  try {
    await enqueueMail(`${kind}:${id}:notify`, message, {
      after: { kind, id },
      priority: MAIL_PRIORITY.inbox,
    });
  } catch (error) {
    logger.error({ err: error, kind, id }, "notification email not queued");
  }
}

export async function notifyEnquiry(row: EnquiryRow) {
  const message = compose(
    await notifyRecipient(),
    `New enquiry from ${row.name}${row.company ? ` (${row.company})` : ""}`,
    [
      ["Name", row.name],
      ["Company", row.company || "—"],
      ["Email", row.email],
      ["Phone", row.phone],
      ["Project details", row.projectDetails],
      ["Submitted at", formatAdminDateTime(row.submittedAt).text],
      ["Form", sourceLabel(row.source)],
    ],
    `/dashbord/${row.id}`,
    row.email,
  );
  return deliver("enquiry", row.id, message);
}

export async function notifyBooking(row: BookingRow) {
  // Dates as people read them ("Sun 20 Dec 2026"), written as the admin area writes them.
  const day = formatAdminDay(row.date).text;
  const message = compose(
    await notifyRecipient(),
    `New booking: ${row.occasion} on ${day}`,
    [
      ["Name", row.name],
      ["Email", row.email],
      ["Telephone", row.telephone],
      ["Date", day],
      ["Occasion", row.occasion],
      ["Message", row.message || "—"],
    ],
    `/bookingTable/${row.id}`,
    row.email,
  );
  return deliver("booking", row.id, message);
}
