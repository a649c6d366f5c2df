import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { type InboxViewName, inboxViewLabels } from "#app/lib/inbox-views.ts";
import { booking, enquiry } from "../db/schema/inbox.ts";

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

/** The rows a view holds; the trash holds only deleted rows, every other view none. */
export function inView(kind: InboxKind, view: ListedView): SQL {
  const table = inboxTables[kind];
  if (view === "trash") return isNotNull(table.deletedAt);
  if (view === "live") return isNull(table.deletedAt);
  const status = view === "inbox" ? ne(table.status, "archived") : eq(table.status, view);
  return and(isNull(table.deletedAt), status)!;
}

/** The lists' order: what has a follow-up day first, soonest first; then newest first. */
export function listOrder(kind: InboxKind) {
  const table = inboxTables[kind];
  return [sql`${table.followUp} asc nulls last`, ...newestFirst(kind)];
}

/** Newest first (spec section 2), the id breaking ties so the order is stable. */
export function newestFirst(kind: InboxKind) {
  const table = inboxTables[kind];
  return [desc(table.receivedAt), desc(table.id)];
}
