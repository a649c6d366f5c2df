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
