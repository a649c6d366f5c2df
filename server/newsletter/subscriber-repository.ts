import { and, count, desc, eq, ilike, lt, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import {
  type ConsentSource,
  newsletterSubscriber,
  type SubscriberStatus,
} from "../db/schema/newsletter.ts";

// Reading and writing subscriber rows; the rules about when live in the files beside this one.

export type Subscriber = typeof newsletterSubscriber.$inferSelect;

/** One inbox, whatever its case or surrounding spaces. */
export const inboxKeyOf = (email: string) => email.trim().toLowerCase();

export async function subscriberByEmail(email: string) {
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.inboxKey, inboxKeyOf(email)));
  return row;
}

export async function subscriberById(id: string) {
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.id, id));
  return row;
}

export async function subscriberByConfirmHash(hash: string) {
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.confirmTokenHash, hash));
  return row;
}

/**
 * Imported readers in one statement (confirmed, consent "imported"); answers the inbox keys that
 * were new. One statement per batch keeps a 20,000-row import from holding the database for
 * seconds row by row (the embedded database serves one statement at a time).
 */
export async function insertImported(emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const now = new Date();
  const rows = await getDb()
    .insert(newsletterSubscriber)
    .values(
      emails.map((email) => ({
        email: email.trim(),
        inboxKey: inboxKeyOf(email),
        status: "confirmed" as const,
        categories: [],
        consentSource: "imported" as const,
        confirmedAt: now,
      })),
    )
    .onConflictDoNothing({ target: newsletterSubscriber.inboxKey })
    .returning({ inboxKey: newsletterSubscriber.inboxKey });
  return new Set(rows.map((row) => row.inboxKey));
}

export async function insertSubscriber(values: {
  email: string;
  status: SubscriberStatus;
  categories: string[];
  consentSource: ConsentSource;
  confirmTokenHash?: string | null;
}) {
  const now = new Date();
  const [row] = await getDb()
    .insert(newsletterSubscriber)
    .values({
      ...values,
      email: values.email.trim(),
      inboxKey: inboxKeyOf(values.email),
      confirmSentAt: values.confirmTokenHash ? now : null,
      confirmedAt: values.status === "confirmed" ? now : null,
    })
    // Two sign-ups of one address at once: the second finds the first's row.
    .onConflictDoNothing({ target: newsletterSubscriber.inboxKey })
    .returning();
  return row;
}

export async function updateSubscriber(
  id: string,
  values: Partial<Omit<Subscriber, "id" | "inboxKey" | "createdAt">>,
) {
  const [row] = await getDb()
    .update(newsletterSubscriber)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsletterSubscriber.id, id))
    .returning();
  return row;
}

export async function deleteSubscriber(id: string) {
  const rows = await getDb()
    .delete(newsletterSubscriber)
    .where(eq(newsletterSubscriber.id, id))
    .returning({ id: newsletterSubscriber.id });
  return rows.length > 0;
}

export async function deleteSubscriberByEmail(email: string) {
  const rows = await getDb()
    .delete(newsletterSubscriber)
    .where(eq(newsletterSubscriber.inboxKey, inboxKeyOf(email)))
    .returning({ id: newsletterSubscriber.id });
  return rows.length;
}

/** How many readers are in each state. */
export async function subscriberCounts() {
  const rows = await getDb()
    .select({ status: newsletterSubscriber.status, value: count() })
    .from(newsletterSubscriber)
    .groupBy(newsletterSubscriber.status);
  const counts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** Subscribers whose address contains `search` (any case), newest first. */
export async function listSubscribers(search: string | null, limit?: number) {
  const query = getDb()
    .select()
    .from(newsletterSubscriber)
    .where(
      search?.trim()
        ? ilike(newsletterSubscriber.inboxKey, `%${escapeLike(search.trim().toLowerCase())}%`)
        : undefined,
    )
    .orderBy(desc(newsletterSubscriber.createdAt), newsletterSubscriber.inboxKey);
  return limit ? query.limit(limit) : query;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Deletes sign-ups left unconfirmed since before `before`; answers how many went. */
export async function deletePendingSince(before: Date) {
  const rows = await getDb()
    .delete(newsletterSubscriber)
    .where(
      and(
        eq(newsletterSubscriber.status, "pending"),
        // From the last confirmation mail: a reader who asked again has a full week again.
        lt(
          sql`coalesce(${newsletterSubscriber.confirmSentAt}, ${newsletterSubscriber.createdAt})`,
          sql`${before.toISOString()}::timestamptz`,
        ),
      ),
    )
    .returning({ id: newsletterSubscriber.id });
  return rows.length;
}
