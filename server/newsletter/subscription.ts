import { validate } from "#app/lib/field-errors.ts";
import { LINK_EXPIRED, LINK_UNKNOWN } from "#app/lib/newsletter-messages.ts";
import { newsletterPreferencesSchema } from "#app/lib/newsletter-schema.ts";
import { failure, type Result } from "../result.ts";
import {
  type Subscriber,
  subscriberByConfirmHash,
  subscriberById,
  updateSubscriber,
} from "./subscriber-repository.ts";
import { cancelQueuedNewsletters, liftSuppression } from "./suppression.ts";
import { hashToken, subscriberIdOf } from "./tokens.ts";

// What a reader does with the links they were mailed (ADR 0160): confirm (a POST from the page
// the link opens, never the GET a mail scanner makes), choose categories, leave, or come back.

/** How long a confirmation link works, and how long an unconfirmed sign-up is kept. */
export const CONFIRM_DAYS = 7;
const confirmMs = CONFIRM_DAYS * 24 * 60 * 60_000;

/**
 * A sign-up whose link is still live, or undefined: a new one (pending), or one who left and
 * signed up again (still unsubscribed until they confirm: a stranger's sign-up changes nothing).
 */
export async function pendingByToken(token: string, now = Date.now()) {
  const row = await subscriberByConfirmHash(hashToken(token));
  if (!row || row.status === "confirmed") return undefined;
  const sentAt = (row.confirmSentAt ?? row.createdAt).getTime();
  return now - sentAt <= confirmMs ? row : undefined;
}

/**
 * The reader's press of Confirm. The page shows the categories the sign-up chose, which anyone
 * who typed the address may have chosen: `values.categories` are what the reader confirms, when
 * the page sent them (`choices: "shown"`); a bare POST keeps the sign-up's.
 */
export async function confirmSubscription(
  token: string,
  values: Record<string, unknown> = {},
): Promise<Result<{ id: string }>> {
  const row = await pendingByToken(token);
  if (!row) return failure("not-found", LINK_EXPIRED);
  let categories = row.categories;
  if (values.choices === "shown") {
    const checked = validate(newsletterPreferencesSchema, values);
    if (!checked.success) return failure("invalid", "Please choose categories from the list.");
    categories = checked.data.categories;
  }
  await updateSubscriber(row.id, {
    categories,
    status: "confirmed",
    confirmTokenHash: null,
    confirmedAt: new Date(),
    unsubscribedAt: null,
  });
  await liftSuppression(row.email);
  return { ok: true, id: row.id };
}

/** The reader a signed preferences/unsubscribe link names, or undefined. */
export async function subscriberByLink(token: string): Promise<Subscriber | undefined> {
  const id = subscriberIdOf(token);
  return id ? subscriberById(id) : undefined;
}

/** RFC 8058 one-click, and the page's Unsubscribe button: no question, no session. */
export async function unsubscribeByLink(token: string): Promise<Result> {
  const row = await subscriberByLink(token);
  if (!row) return failure("not-found", LINK_UNKNOWN);
  if (row.status !== "unsubscribed") {
    await updateSubscriber(row.id, {
      status: "unsubscribed",
      unsubscribedAt: new Date(),
      confirmTokenHash: null,
    });
  }
  await cancelQueuedNewsletters(row.id);
  return { ok: true };
}

/** New category choices; the link was mailed to the reader, so it proves the inbox is theirs. */
export async function saveCategories(token: string, values: unknown): Promise<Result> {
  const row = await subscriberByLink(token);
  if (!row) return failure("not-found", LINK_UNKNOWN);
  const checked = validate(newsletterPreferencesSchema, values);
  if (!checked.success) {
    return failure("invalid", "Please choose categories from the list.", {
      errors: checked.errors,
    });
  }
  await updateSubscriber(row.id, { categories: checked.data.categories });
  return { ok: true };
}

/** Back on the list from the preferences page (the mailed link already proved the inbox). */
export async function resubscribeByLink(token: string): Promise<Result> {
  const row = await subscriberByLink(token);
  if (!row) return failure("not-found", LINK_UNKNOWN);
  await updateSubscriber(row.id, {
    status: "confirmed",
    confirmedAt: new Date(),
    unsubscribedAt: null,
    confirmTokenHash: null,
  });
  return { ok: true };
}
