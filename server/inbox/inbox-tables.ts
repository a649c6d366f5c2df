import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { type InboxViewName, inboxViewLabels } from "#app/lib/inbox-views.ts";
import { booking, enquiry, type InboxProgress, type InboxStatus } from "../db/schema/inbox.ts";

// Enquiries and bookings share one workflow (status, trash, retention, a person's data): these
// are the two tables it runs over, and the views of them the owner can list.

export const inboxTables = { enquiry, booking } as const;
export type InboxKind = keyof typeof inboxTables;

/** The inbox (everything not archived), one status, or the trash. */
export type InboxView = InboxViewName;

export function parseView(value: string | null | undefined): InboxView {
  return value && Object.hasOwn(inboxViewLabels, value) ? (value as InboxView) : "inbox";
}

/** A view, or "live": every row not in the trash (the REST API's lists, spec section 7). */
export type ListedView = InboxView | "live";

/**
 * The rows a view holds: the trash only deleted rows, Archived the archived ones, the inbox and
 * its progress tabs (New, Read, Replied) the rest.
 */
export function inView(kind: InboxKind, view: ListedView): SQL {
  const table = inboxTables[kind];
  if (view === "trash") return isNotNull(table.deletedAt);
  if (view === "live") return isNull(table.deletedAt);
  if (view === "archived") return and(isNull(table.deletedAt), isNotNull(table.archivedAt))!;
  const inInbox = and(isNull(table.deletedAt), isNull(table.archivedAt))!;
  return view === "inbox" ? inInbox : and(inInbox, eq(table.status, view))!;
}

/** What a row shows as its status: Archived while put away (not in the trash), else its progress. */
export function shownStatus(row: {
  status: InboxProgress;
  archivedAt: Date | null;
  deletedAt: Date | null;
}): InboxStatus {
  return row.archivedAt && !row.deletedAt ? "archived" : row.status;
}

/** How a list is ordered: as the spec says (newest first), or what to chase first. */
export type ListOrder = "newest" | "follow-up";

export function parseOrder(value: string | null | undefined): ListOrder {
  return value === "follow-up" ? "follow-up" : "newest";
}

/**
 * "Follow-up first": what has a follow-up day first, the earliest (so the overdue) at the top;
 * then the rest in `rest`, the list's own order (newest first unless the list says otherwise).
 */
export function listOrder(kind: InboxKind, order: ListOrder, rest: SQL[] = newestFirst(kind)) {
  const table = inboxTables[kind];
  return order === "follow-up" ? [sql`${table.followUp} asc nulls last`, ...rest] : rest;
}

/** Newest first (spec section 2), the id breaking ties so the order is stable. */
export function newestFirst(kind: InboxKind) {
  const table = inboxTables[kind];
  return [desc(table.receivedAt), desc(table.id)];
}
