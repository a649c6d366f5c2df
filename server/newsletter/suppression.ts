import { createHmac } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { mailMessage } from "../db/schema/mail.ts";
import { newsletterSuppression } from "../db/schema/newsletter.ts";
import { inboxKeyOf } from "./subscriber-repository.ts";

// What keeps a reader who left from being mailed again (ADR 0166). A removed or erased address is
// remembered only as an HMAC, so imports leave it out; a reader's newsletter mails still waiting
// in the queue are cancelled the moment they unsubscribe, are removed or erased.

const keyHash = (email: string) =>
  createHmac("sha256", getConfig().authSecret)
    .update(`newsletter-suppressed:${inboxKeyOf(email)}`)
    .digest("hex");

export async function suppressAddress(email: string) {
  await getDb()
    .insert(newsletterSuppression)
    .values({ keyHash: keyHash(email) })
    .onConflictDoNothing();
}

/** Which of `emails` are suppressed, in one query. */
export async function suppressedAmong(emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const byHash = new Map(emails.map((email) => [keyHash(email), email]));
  const rows = await getDb()
    .select({ keyHash: newsletterSuppression.keyHash })
    .from(newsletterSuppression)
    .where(inArray(newsletterSuppression.keyHash, [...byHash.keys()]));
  return new Set(rows.map((row) => byHash.get(row.keyHash)!));
}

/** The person confirmed a new sign-up themselves: they may be mailed and imported again. */
export async function liftSuppression(email: string) {
  await getDb()
    .delete(newsletterSuppression)
    .where(eq(newsletterSuppression.keyHash, keyHash(email)));
}

/** Cancels the reader's newsletter mails not yet handed to SMTP (keys: `newsletter:<issue>:<reader>`). */
export async function cancelQueuedNewsletters(readerId: string) {
  const rows = await getDb()
    .update(mailMessage)
    .set({
      status: "cancelled",
      message: null,
      error: "not sent: the reader left before its turn",
      settledAt: new Date(),
    })
    .where(and(eq(mailMessage.status, "queued"), like(mailMessage.key, `newsletter:%:${readerId}`)))
    .returning({ key: mailMessage.key });
  return rows.length;
}
