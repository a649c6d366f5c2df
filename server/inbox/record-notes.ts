import { and, eq, isNull } from "drizzle-orm";
import { todayInLondon } from "#app/lib/booking-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { getDb } from "../db/client.ts";
import { failure, type Result } from "../result.ts";
import { type InboxKind, inboxTables } from "./inbox-tables.ts";

// The owner's private note and follow-up day on one live enquiry or booking (issue 33). Audited as
// an edit of the record ("Note saved"), without the note's text: the log says who, not what.

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
  await recordAdminAction("updated", kind, id, { change: "Note saved" });
  return { ok: true };
}

/** How much of a note a list shows: its start, enough to know what to chase. */
const NOTE_PREVIEW = 140;

/**
 * The owner's working fields as the lists show them (not in the REST shape: the note is
 * private): the follow-up day, whether it is past, today or later (in London), and the note's
 * start.
 */
export function followUpOf(row: { followUp: string | null; note: string }, now = new Date()) {
  // Its lines stay lines (the list shows the first two); runs of spaces within one are tidied.
  const note = row.note
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  const today = todayInLondon(now);
  const due = (day: string): "overdue" | "today" | "later" =>
    day < today ? "overdue" : day === today ? "today" : "later";
  return {
    followUp: row.followUp,
    followUpDue: row.followUp ? due(row.followUp) : null,
    notePreview: note.length > NOTE_PREVIEW ? `${note.slice(0, NOTE_PREVIEW).trimEnd()}…` : note,
  };
}

export type FollowUp = ReturnType<typeof followUpOf>;
