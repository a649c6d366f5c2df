import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { InboxIntent } from "#app/lib/inbox-intent.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { getDb } from "../db/client.ts";
import type { InboxProgress } from "../db/schema/inbox.ts";
import { failure, type Result } from "../result.ts";
import {
  type InboxKind,
  type InboxView,
  inboxTables,
  inView,
  type ListOrder,
  listOrder,
} from "./inbox-tables.ts";

// The owner's workflow over enquiries and bookings (ADR 0110): a message arrives new, is read
// when opened, replied to; archived and brought back as it was; a deletion moves it to the trash, from where it can be
// restored for 30 days, or deleted for good by an admin, one by one or the whole trash
// (recorded in the audit log, as are the status changes and the owner's notes: edits of the record).

export const TRASH_DAYS = 30;

type LiveChange = "replied" | "read" | "archived" | "inbox";

/** How the audit log names a status change (an edit of the record, recorded as "updated"). */
export const liveChangeNames: Record<LiveChange, string> = {
  replied: "Marked as replied",
  read: "Marked as not replied",
  archived: "Archived",
  inbox: "Moved back to the inbox",
};

/**
 * Marks a live (not deleted) row replied or back to read (a reply marked by mistake, issue 33),
 * archives it, or moves it back to the inbox; archiving leaves its progress (new, read, replied)
 * as it was. False when there is no such row.
 */
export async function changeLiveRecord(kind: InboxKind, id: string, change: LiveChange) {
  const table = inboxTables[kind];
  const set =
    change === "replied" || change === "read"
      ? { status: change }
      : { archivedAt: change === "archived" ? sql`coalesce(${table.archivedAt}, now())` : null };
  const rows = await getDb()
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (rows.length)
    await recordAdminAction("updated", kind, id, { change: liveChangeNames[change] });
  return rows.length > 0;
}

/**
 * Archives a live row that is not archived yet; false for one already archived. A bulk Archive
 * reports only these, so its Undo moves back to the inbox only what it archived itself.
 */
export async function archiveIfInInbox(kind: InboxKind, id: string) {
  const table = inboxTables[kind];
  const rows = await getDb()
    .update(table)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(table.id, id), isNull(table.deletedAt), isNull(table.archivedAt)))
    .returning({ id: table.id });
  if (rows.length)
    await recordAdminAction("updated", kind, id, { change: liveChangeNames.archived });
  return rows.length > 0;
}

/**
 * Opening a message: a new one becomes read (any other status stays), and its neighbours in the
 * list it was opened from (the trash, for a deleted one) are looked up for previous and next.
 */
export async function openRecord<
  Row extends { id: string; status: InboxProgress; deletedAt: Date | null },
>(kind: InboxKind, row: Row, view: InboxView, order: ListOrder = "newest") {
  const table = inboxTables[kind];
  let status = row.status;
  if (status === "new" && !row.deletedAt) {
    await getDb()
      .update(table)
      .set({ status: "read" })
      .where(and(eq(table.id, row.id), eq(table.status, "new")));
    status = "read";
  }
  const listedIn = row.deletedAt ? "trash" : view;
  return { row: { ...row, status }, neighbours: await neighbours(kind, row.id, listedIn, order) };
}

/** The spec's delete: the row goes to the trash. False when there is no live row with that id. */
export async function moveToTrash(kind: InboxKind, id: string) {
  const table = inboxTables[kind];
  const rows = await getDb()
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (rows.length) await recordAdminAction("deleted", kind, id);
  return rows.length > 0;
}

/** Where a restored row went: back where it was before it was deleted. */
export type RestoredTo = "inbox" | "archived";

/** Takes a row out of the trash, as it was (archived or not, its progress); undefined if none. */
export async function restoreFromTrash(kind: InboxKind, id: string) {
  const table = inboxTables[kind];
  const [row] = await getDb()
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning({ archivedAt: table.archivedAt });
  if (!row) return undefined;
  await recordAdminAction("restored", kind, id);
  return (row.archivedAt ? "archived" : "inbox") satisfies RestoredTo;
}

/** Deletes one row in the trash for good (a live row must go to the trash first). */
export async function deleteForGood(kind: InboxKind, id: string) {
  const table = inboxTables[kind];
  const rows = await getDb()
    .delete(table)
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  if (rows.length) await recordAdminAction("deleted-for-good", kind, id);
  return rows.length > 0;
}

/** Deletes everything in one kind's trash for good; answers how many rows went. */
export async function emptyTrash(kind: InboxKind) {
  const table = inboxTables[kind];
  const rows = await getDb()
    .delete(table)
    .where(isNotNull(table.deletedAt))
    .returning({ id: table.id });
  await recordAdminAction("emptied-trash", kind, null, { count: rows.length });
  return rows.length;
}

/** Rows deleted more than TRASH_DAYS before `now`, gone for good (the daily job). */
export async function purgeOldTrash(kind: InboxKind, now: Date) {
  const table = inboxTables[kind];
  const cutOff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const rows = await getDb()
    .delete(table)
    .where(lt(table.deletedAt, cutOff))
    .returning({ id: table.id });
  return rows.length;
}

/** How many of each kind are new: the admin navigation's badges (an editor's without enquiries,
 * which they may not open). */
export async function newCountsFor(user: { isAdmin: boolean }) {
  const counts = await countNew();
  return user.isAdmin ? counts : { ...counts, enquiries: 0 };
}

/** How many of each kind are new. */
export async function countNew() {
  const counted = async (kind: InboxKind) => {
    const [row] = await getDb()
      .select({ value: count() })
      .from(inboxTables[kind])
      .where(inView(kind, "new"));
    return row?.value ?? 0;
  };
  const [enquiries, bookings] = await Promise.all([counted("enquiry"), counted("booking")]);
  return { enquiries, bookings };
}

/** The ids before and after one row in a list's order: the detail page's previous and next. */
export async function neighbours(
  kind: InboxKind,
  id: string,
  view: InboxView,
  order: ListOrder = "newest",
) {
  const table = inboxTables[kind];
  const ids = (
    await getDb()
      .select({ id: table.id })
      .from(table)
      .where(inView(kind, view))
      .orderBy(...listOrder(kind, order))
  ).map((row) => row.id);
  const at = ids.indexOf(id);
  if (at < 0) return { previous: undefined, next: undefined, order };
  return { previous: ids[at - 1], next: ids[at + 1], order };
}

const kindNames = { enquiry: "enquiry", booking: "booking" } as const;

/** One of the owner's actions on one row, as the detail page and the list send it. */
export async function applyInboxIntent(
  kind: InboxKind,
  id: string,
  intent: InboxIntent,
): Promise<Result<{ intent: InboxIntent; restoredTo?: RestoredTo }>> {
  if (intent === "restore") {
    const restoredTo = await restoreFromTrash(kind, id);
    if (restoredTo) return { ok: true, intent, restoredTo };
  }
  const done =
    intent === "trash"
      ? await moveToTrash(kind, id)
      : intent === "restore"
        ? false
        : intent === "purge"
          ? await deleteForGood(kind, id)
          : await changeLiveRecord(kind, id, intent);
  if (done) return { ok: true, intent };
  const where =
    intent === "restore" || intent === "purge" ? "in the trash" : "that is not in the trash";
  return failure("not-found", `There is no ${kindNames[kind]} with that id ${where}.`);
}
