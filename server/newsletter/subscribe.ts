import { validate } from "#app/lib/field-errors.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-rules.ts";
import { newsletterSignUpSchema } from "#app/lib/newsletter-schema.ts";
import { undoOnServerError } from "../audit/request-scope.ts";
import { countAttemptInWindow, uncountAttempt } from "../auth/attempt-counter.ts";
import { limitKey } from "../auth/client-ip.ts";
import { getConfig } from "../config.ts";
import { INVALID_MESSAGE } from "../inbox/submissions.ts";
import { type Failure, failure, type Result } from "../result.ts";
import { confirmUrl, mailConfirmation, mayMail, preferencesUrl } from "./newsletter-mail.ts";
import {
  inboxKeyOf,
  insertSubscriber,
  type Subscriber,
  subscriberByEmail,
  updateSubscriber,
} from "./subscriber-repository.ts";
import { newConfirmToken } from "./tokens.ts";

// A sign-up from the /newsletter form (ADR 0160). Whatever the address's state (new, waiting for
// confirmation, confirmed, unsubscribed) the answer is the same, and the address gets at most one
// mail per sign-up within its allowance: a confirmation link, or, when it is already subscribed,
// a note with its preferences link. Nothing a stranger posts changes a confirmed reader's choices.

export const NEWSLETTER_SPAM_MESSAGE =
  "Your sign-up could not be sent. Please contact us by email instead.";

type SignUp = { values: Record<string, unknown>; clientAddress: string | null };

const ipKey = (clientAddress: string | null) => `newsletter:ip:${limitKey(clientAddress)}`;

/** A body refused before it was read (over its size or field limit) uses one sign-up too. */
export async function countRefusedSignUp(clientAddress: string | null) {
  await countAttemptInWindow(ipKey(clientAddress), getConfig().INBOX_RATE_WINDOW_SECONDS);
}

/** Sign-ups per client address, on the same allowance settings as the public forms. */
async function limited(clientAddress: string | null): Promise<Failure | null> {
  const { INBOX_RATE_LIMIT, INBOX_RATE_WINDOW_SECONDS } = getConfig();
  const key = ipKey(clientAddress);
  const { count, resetsAt } = await countAttemptInWindow(key, INBOX_RATE_WINDOW_SECONDS);
  if (count <= INBOX_RATE_LIMIT) {
    undoOnServerError(() => uncountAttempt(key));
    return null;
  }
  const retryAfterSeconds = Math.ceil(Math.max(resetsAt - Date.now(), 1000) / 1000);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return failure(
    "rate-limited",
    `Too many sign-ups have been sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds },
  );
}

/**
 * A fresh link for a row that is not confirmed, with the reader's new choices. A reader who left
 * stays unsubscribed until the link is confirmed: anyone can type an address (ADR 0166).
 */
async function sendNewLink(row: Subscriber, categories: string[]) {
  const { token, hash } = newConfirmToken();
  await updateSubscriber(row.id, {
    status: row.status === "unsubscribed" ? "unsubscribed" : "pending",
    categories,
    // Consent asked for again on our form, whatever the row's origin.
    consentSource: "form",
    confirmTokenHash: hash,
    confirmSentAt: new Date(),
  });
  mailConfirmation(row.email, "confirm", confirmUrl(token));
}

export async function subscribe(signUp: SignUp): Promise<Result> {
  const trap = signUp.values[HONEYPOT_FIELD];
  if (typeof trap === "string" ? trap.trim() !== "" : trap != null) {
    return failure("invalid", NEWSLETTER_SPAM_MESSAGE);
  }
  const checked = validate(newsletterSignUpSchema, signUp.values);
  if (!checked.success) return failure("invalid", INVALID_MESSAGE, { errors: checked.errors });
  const refused = await limited(signUp.clientAddress);
  if (refused) return refused;
  const { email, categories } = checked.data;
  // Past the inbox's allowance nothing is sent and nothing changes; the answer is the same.
  if (!(await mayMail(inboxKeyOf(email)))) return { ok: true };
  const existing = await subscriberByEmail(email);
  if (existing?.status === "confirmed") {
    mailConfirmation(existing.email, "already", preferencesUrl(existing.id));
    return { ok: true };
  }
  if (existing) {
    await sendNewLink(existing, categories);
    return { ok: true };
  }
  const { token, hash } = newConfirmToken();
  const row = await insertSubscriber({
    email,
    status: "pending",
    categories,
    consentSource: "form",
    confirmTokenHash: hash,
  });
  if (row) mailConfirmation(row.email, "confirm", confirmUrl(token));
  else {
    // Someone signed the same address up at the same moment: treat it as theirs.
    const raced = await subscriberByEmail(email);
    if (raced && raced.status !== "confirmed") await sendNewLink(raced, categories);
  }
  return { ok: true };
}
