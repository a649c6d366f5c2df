import { count, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { mailMessage } from "../db/schema/mail.ts";

/** A group's messages (a newsletter issue) by outcome, for its send history. */
export async function mailCounts(group: string) {
  const rows = await getDb()
    .select({ status: mailMessage.status, n: count() })
    .from(mailMessage)
    .where(eq(mailMessage.groupKey, group))
    .groupBy(mailMessage.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { sent: of("sent"), failed: of("failed"), remaining: of("queued") };
}
