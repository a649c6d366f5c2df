import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { mailMessage } from "../db/schema/mail.ts";

// Erasure on request (ADR 0166): the queue's rows keep their counts for the send history, but no
// longer the address, and nothing still waiting is sent to it.

const toAddress = (email: string) =>
  sql`lower(trim(${mailMessage.recipient})) = ${email.trim().toLowerCase()}`;

export async function forgetRecipient(email: string) {
  const db = getDb();
  const cancelled = await db
    .update(mailMessage)
    .set({
      status: "cancelled",
      message: null,
      error: "not sent: erased on request",
      settledAt: new Date(),
    })
    .where(sql`${toAddress(email)} and ${eq(mailMessage.status, "queued")}`)
    .returning({ key: mailMessage.key });
  await db.update(mailMessage).set({ recipient: "(erased)" }).where(toAddress(email));
  return cancelled.length;
}
