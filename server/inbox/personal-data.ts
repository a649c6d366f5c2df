import { createHash } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../audit/audit-log.ts";
import { getDb } from "../db/client.ts";
import { forgetRecipient } from "../mail/mail-erasure.ts";
import { deleteSubscriberByEmail, subscriberByEmail } from "../newsletter/subscriber-repository.ts";
import { cancelQueuedNewsletters, suppressAddress } from "../newsletter/suppression.ts";
import { type InboxKind, inboxTables } from "./inbox-tables.ts";

// The right of access and the right to erasure (UK GDPR articles 15 and 17) for the inbox and
// the newsletter: everything held about one email address, trash included, as one JSON document, or deleted
// for good. Both are recorded in the audit log under a hash of the address, so the log proves
// what was done for a person without keeping the address an erasure removed (ADR 0111).

const normalised = (email: string) => email.trim().toLowerCase();

export function personReference(email: string) {
  return createHash("sha256").update(normalised(email)).digest("hex").slice(0, 16);
}

function ofPerson(kind: InboxKind, email: string) {
  return eq(sql`lower(${inboxTables[kind].email})`, normalised(email));
}

const isoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

/** How many enquiries and bookings (trash included) hold this address: what the admin sees first. */
export async function countPersonalData(email: string) {
  const counted = async (kind: InboxKind) => {
    const [row] = await getDb()
      .select({ value: count() })
      .from(inboxTables[kind])
      .where(ofPerson(kind, email));
    return row?.value ?? 0;
  };
  const [enquiries, bookings, subscriber] = await Promise.all([
    counted("enquiry"),
    counted("booking"),
    subscriberByEmail(email),
  ]);
  return { enquiries, bookings, subscriptions: subscriber ? 1 : 0 };
}

export async function exportPersonalData(email: string, now = new Date()) {
  const rowsOf = (kind: InboxKind) =>
    getDb().select().from(inboxTables[kind]).where(ofPerson(kind, email));
  const [enquiries, bookings, subscriber] = await Promise.all([
    rowsOf("enquiry"),
    rowsOf("booking"),
    subscriberByEmail(email),
  ]);
  await recordAdminAction("exported", "person", personReference(email), {
    enquiries: enquiries.length,
    bookings: bookings.length,
    subscriptions: subscriber ? 1 : 0,
  });
  // The token hash is a key, not data about the person.
  const { confirmTokenHash: _key, ...newsletter } = subscriber ?? {};
  return {
    email: normalised(email),
    exportedAt: now.toISOString(),
    enquiries: enquiries.map(isoDates),
    bookings: bookings.map(isoDates),
    newsletter: subscriber ? isoDates(newsletter) : null,
  };
}

export async function erasePersonalData(email: string) {
  const erase = async (kind: InboxKind) => {
    const table = inboxTables[kind];
    const rows = await getDb()
      .delete(table)
      .where(ofPerson(kind, email))
      .returning({ id: table.id });
    return rows.length;
  };
  const subscriber = await subscriberByEmail(email);
  if (subscriber) {
    // Gone from the list, and left out of any later import (ADR 0166).
    await cancelQueuedNewsletters(subscriber.id);
    await suppressAddress(email);
  }
  const outcome = {
    enquiries: await erase("enquiry"),
    bookings: await erase("booking"),
    subscriptions: await deleteSubscriberByEmail(email),
    queuedMails: await forgetRecipient(email),
  };
  await recordAdminAction("erased", "person", personReference(email), outcome);
  return outcome;
}
