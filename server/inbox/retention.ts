import { lt } from "drizzle-orm";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { logger } from "../logger.ts";
import { purgeOldNewsTrash } from "../news/news-trash.ts";
import { type InboxKind, inboxTables } from "./inbox-tables.ts";
import { purgeOldTrash } from "./inbox-workflow.ts";

// UK GDPR storage limitation (ADR 0111): enquiries and bookings older than
// INBOX_RETENTION_MONTHS are deleted, whatever their status, and the trash is emptied of rows
// deleted more than 30 days ago, as is Manage News' trash (ADR 0161). Each is one DELETE, so
// two processes running it at the same moment delete each row once and agree on the outcome.

/** The instant `months` calendar months before `now`: older rows are past retention. */
export function retentionCutOff(now: Date, months: number) {
  const cutOff = new Date(now);
  cutOff.setUTCMonth(cutOff.getUTCMonth() - months);
  return cutOff;
}

export async function applyRetention(
  now = new Date(),
  months = getConfig().INBOX_RETENTION_MONTHS,
) {
  const cutOff = retentionCutOff(now, months);
  const expired = async (kind: InboxKind) => {
    const table = inboxTables[kind];
    const rows = await getDb()
      .delete(table)
      .where(lt(table.receivedAt, cutOff))
      .returning({ id: table.id });
    return rows.length;
  };
  const outcome = {
    expiredEnquiries: await expired("enquiry"),
    expiredBookings: await expired("booking"),
    trashedEnquiries: await purgeOldTrash("enquiry", now),
    trashedBookings: await purgeOldTrash("booking", now),
    // Manage News' trash keeps the same 30 days (ADR 0161).
    trashedArticles: await purgeOldNewsTrash(now),
  };
  logger.info({ ...outcome, cutOff: cutOff.toISOString() }, "inbox retention applied");
  return outcome;
}
