import { and, desc, eq, isNotNull, isNull, ne, type SQL } from "drizzle-orm";
import { booking, enquiry, type InboxStatus } from "../db/schema/inbox.ts";

// Enquiries and bookings share one workflow (status, trash, retention, a person's data): these
// are the two tables it runs over, and the views of them the owner can list.

export const inboxTables = { enquiry, booking } as const;
export type InboxKind = keyof typeof inboxTables;

/** The inbox (everything not archived), one status, or the trash. */
export type InboxView = "inbox" | InboxStatus | "trash";
export const inboxViews: readonly InboxView[] = [
  "inbox",
  "new",
  "read",
  "replied",
  "archived",
  "trash",
];

export function parseView(value: string | null | undefined): InboxView {
  return inboxViews.find((view) => view === value) ?? "inbox";
}

/** The rows a view holds; the trash holds only deleted rows, every other view none. */
export function inView(kind: InboxKind, view: InboxView): SQL {
  const table = inboxTables[kind];
  if (view === "trash") return isNotNull(table.deletedAt);
  const status = view === "inbox" ? ne(table.status, "archived") : eq(table.status, view);
  return and(isNull(table.deletedAt), status)!;
}

/** Newest first (spec section 2), the id breaking ties so the order is stable. */
export function newestFirst(kind: InboxKind) {
  const table = inboxTables[kind];
  return [desc(table.receivedAt), desc(table.id)];
}
