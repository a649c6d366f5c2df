import { and, desc, eq } from "drizzle-orm";
import type { BookingInput } from "#app/lib/booking-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { getDb } from "../db/client.ts";
import { booking } from "../db/schema/inbox.ts";
import { notificationFailed } from "./notification-state.ts";
import { matchesAllWords } from "./search.ts";

// Bookings of the community channel for an occasion: stored first, listed newest first.

export type BookingRow = typeof booking.$inferSelect;

export async function insertBooking(input: BookingInput) {
  const [row] = await getDb().insert(booking).values(input).returning();
  return row!;
}

export async function listBookings(query?: string | null) {
  const columns = [booking.name, booking.email, booking.telephone, booking.date];
  return getDb()
    .select()
    .from(booking)
    .where(and(...matchesAllWords([...columns, booking.occasion, booking.message], query)))
    .orderBy(desc(booking.receivedAt), desc(booking.id));
}

export async function deleteBooking(id: string) {
  const deleted = await getDb()
    .delete(booking)
    .where(eq(booking.id, id))
    .returning({ id: booking.id });
  if (deleted.length) await recordAdminAction("deleted", "booking", id);
  return deleted.length > 0;
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
  };
}
