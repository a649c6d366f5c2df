import { and, asc, eq, gte, lt } from "drizzle-orm";
import { type BookingInput, todayInLondon } from "#app/lib/booking-schema.ts";
import { getDb } from "../db/client.ts";
import { booking } from "../db/schema/inbox.ts";
import { matchesAllWords } from "./inbox-search.ts";
import {
  type InboxView,
  inView,
  type ListedView,
  type ListOrder,
  listOrder,
  newestFirst,
  shownStatus,
} from "./inbox-tables.ts";
import { openRecord } from "./inbox-workflow.ts";
import { notificationFailed } from "./notification-state.ts";

// Bookings of the community channel for an occasion: stored first, listed newest first.

export type BookingRow = typeof booking.$inferSelect;

export async function insertBooking(input: BookingInput) {
  const [row] = await getDb().insert(booking).values(input).returning();
  return row!;
}

/** Upcoming events (today or later) or past ones, by the event's own day in London. */
export type BookingWhen = "upcoming" | "past";

export function parseWhen(value: string | null | undefined): BookingWhen | undefined {
  return value === "upcoming" || value === "past" ? value : undefined;
}

/**
 * One view of the bookings, newest first; narrowed to upcoming events it lists them soonest
 * first instead, the order the owner works through them in. "Follow-up first" puts what has a
 * follow-up day before either.
 */
export async function listBookings(
  query?: string | null,
  view: ListedView = "inbox",
  when?: BookingWhen,
  order: ListOrder = "newest",
) {
  const columns = [booking.name, booking.email, booking.telephone, booking.date];
  const today = todayInLondon();
  const byDay =
    when === "upcoming"
      ? gte(booking.date, today)
      : when === "past"
        ? lt(booking.date, today)
        : undefined;
  return getDb()
    .select()
    .from(booking)
    .where(
      and(
        inView("booking", view),
        byDay,
        ...matchesAllWords([...columns, booking.occasion, booking.message], query),
      ),
    )
    .orderBy(
      ...listOrder(
        "booking",
        order,
        when === "upcoming" ? [asc(booking.date), ...newestFirst("booking")] : undefined,
      ),
    );
}

/** One booking, in the trash or not; undefined when there is none. */
export async function findBooking(id: string) {
  const [row] = await getDb().select().from(booking).where(eq(booking.id, id));
  return row;
}

/** The booking's page: the row (now read, if it was new) and its neighbours in `view`. */
export async function openBooking(id: string, view: InboxView, order?: ListOrder) {
  const row = await findBooking(id);
  return row ? openRecord("booking", row, view, order) : undefined;
}

export async function recordBookingNotification(id: string, error: string | null) {
  await getDb()
    .update(booking)
    .set(
      error ? { notifyError: error.slice(0, 500) } : { notifiedAt: new Date(), notifyError: null },
    )
    .where(eq(booking.id, id));
}

/** The REST shape (spec section 3: _id, name, email, telephone, date, occasion, message). */
export type BookingJson = ReturnType<typeof bookingToJson>;

export function bookingToJson(row: BookingRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    date: row.date,
    occasion: row.occasion,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    notified: row.notifiedAt !== null,
    notifyError: row.notifyError,
    notifyFailed: notificationFailed(row),
    /** Where it is shown: Archived while archived (not in the trash), else its progress. */
    status: shownStatus(row),
    /** New, read or replied, whether archived or not. */
    progress: row.status,
    archived: row.archivedAt !== null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    upcoming: row.date >= todayInLondon(),
  };
}
