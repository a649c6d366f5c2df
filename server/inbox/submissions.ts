import { z } from "zod";
import { bookingSchema } from "#app/lib/booking-schema.ts";
import { type EnquiryVariant, enquirySchema } from "#app/lib/enquiry-schema.ts";
import type { EnquirySource } from "#app/lib/enquiry-source.ts";
import { validate } from "#app/lib/field-errors.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-rules.ts";
import { undoOnServerError } from "../audit/request-scope.ts";
import { countAttemptInWindow, uncountAttempt } from "../auth/attempt-counter.ts";
import { limitKey } from "../auth/client-ip.ts";
import { getConfig } from "../config.ts";
import { type Failure, failure, type Result } from "../result.ts";
import { insertBooking } from "./booking-repository.ts";
import { insertEnquiry } from "./enquiry-repository.ts";
import { acknowledge } from "./inbox-acknowledgement.ts";
import { notifyBooking, notifyEnquiry } from "./inbox-notifier.ts";

// The one path every public submission takes, from the REST API and the no-JavaScript form
// actions alike: honeypot, validation, per-address rate limit, store, then notify the agency and
// acknowledge to the sender, both in the background (ADR 0051/0052, 0114).

export const SPAM_MESSAGE =
  "Your message could not be sent. Please contact us by email or phone instead.";
export const INVALID_MESSAGE = "Please correct the highlighted fields and try again.";

/** clientAddress: the visitor's address, the rate limit's key; null when it is not known. */
type Submission = { values: Record<string, unknown>; clientAddress: string | null };

/** A filled honeypot is refused openly (not silently dropped): a person autofilled by mistake
 * sees a message and another way to reach us, and nothing is stored. */
function trapped({ values }: Submission): Failure | null {
  const trap = values[HONEYPOT_FIELD];
  const filled =
    typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
  return filled ? failure("invalid", SPAM_MESSAGE) : null;
}

/**
 * Counts one accepted submission per kind and client address in a fixed window, in the database
 * (server/auth/attempt-counter.ts), so every server process on one PostgreSQL counts alike.
 */
/** The per-address allowance's counter; requests without a known address share one. */
const inboxKey = (kind: "enquiry" | "booking", clientAddress: string | null) =>
  `inbox:${kind}:${limitKey(clientAddress)}`;

/** Counts a submission refused before it was read (a body over its size or field limit) against
 * the sender's allowance, like an accepted one (ADR 0149). */
export async function countRefusedSubmission(
  kind: "enquiry" | "booking",
  clientAddress: string | null,
) {
  await countAttemptInWindow(inboxKey(kind, clientAddress), getConfig().INBOX_RATE_WINDOW_SECONDS);
}

async function limited(
  kind: "enquiry" | "booking",
  clientAddress: string | null,
): Promise<Failure | null> {
  const { INBOX_RATE_LIMIT, INBOX_RATE_WINDOW_SECONDS } = getConfig();
  // An IPv6 visitor counts by their /64 (limitKey).
  const key = inboxKey(kind, clientAddress);
  const { count, resetsAt } = await countAttemptInWindow(key, INBOX_RATE_WINDOW_SECONDS);
  if (count <= INBOX_RATE_LIMIT) {
    // A submission that then fails on our side (a 5xx) must not use up the visitor's allowance.
    undoOnServerError(() => uncountAttempt(key));
    return null;
  }
  const retryAfterMs = Math.max(resetsAt - Date.now(), 1000);
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return failure(
    "rate-limited",
    `Too many messages have been sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  );
}

const isoTimestamp = z.iso.datetime({ offset: true });

/** The client's ISO submittedAt (spec section 3); a form posted without JavaScript has none. */
function clientTimestamp(value: unknown) {
  if (value === undefined || value === null || value === "") return new Date().toISOString();
  const parsed = isoTimestamp.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Stores an enquiry (tells the agency inbox, acknowledges to the sender); answers the new record's id. */
export async function submitEnquiry(
  submission: Submission & { variant: EnquiryVariant; source: EnquirySource },
): Promise<Result<{ id: string }>> {
  const spam = trapped(submission);
  if (spam) return spam;
  const checked = validate(enquirySchema(submission.variant), submission.values);
  const submittedAt = clientTimestamp(submission.values.submittedAt);
  if (!checked.success || !submittedAt) {
    const errors = { ...(checked.success ? {} : checked.errors) } as Record<string, string>;
    if (!submittedAt) errors.submittedAt = "submittedAt must be an ISO date-time";
    return failure("invalid", INVALID_MESSAGE, { errors });
  }
  const refused = await limited("enquiry", submission.clientAddress);
  if (refused) return refused;
  const row = await insertEnquiry(checked.data, { submittedAt, source: submission.source });
  // Queued before the answer (a few ms, no SMTP): once the visitor sees 201, the mails are durable.
  await notifyEnquiry(row);
  await acknowledge("enquiry", row.id, row.email);
  return { ok: true, id: row.id };
}

/** Stores a booking request (tells the agency inbox, acknowledges to the sender); answers the new record's id. */
export async function submitBooking(submission: Submission): Promise<Result<{ id: string }>> {
  const spam = trapped(submission);
  if (spam) return spam;
  const checked = validate(bookingSchema(), submission.values);
  if (!checked.success) {
    return failure("invalid", INVALID_MESSAGE, { errors: checked.errors });
  }
  const refused = await limited("booking", submission.clientAddress);
  if (refused) return refused;
  const row = await insertBooking(checked.data);
  await notifyBooking(row);
  await acknowledge("booking", row.id, row.email);
  return { ok: true, id: row.id };
}
