import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { failure, type Result } from "../result.ts";
import { type InboxKind, inboxTables } from "./inbox-tables.ts";

// The owner's private note and follow-up day on one live enquiry or booking (issue 33). Not
// audited: it is the owner's own working text, like a status, not a change to what was sent.

export async function saveRecordNote(
  kind: InboxKind,
  id: string,
  values: { note: string; followUp: string },
): Promise<Result> {
  const table = inboxTables[kind];
  const rows = await getDb()
    .update(table)
    .set({ note: values.note.trim(), followUp: values.followUp || null })
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (rows.length === 0) return failure("not-found", "There is no such record outside the trash.");
  return { ok: true };
}
