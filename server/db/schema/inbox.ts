import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Enquiries (the spec's contact submissions) and event bookings. Each row is stored before the
// agency is emailed; notifiedAt stays null until the notification has gone out. The owner works
// through them by progress (new, read, replied); archiving (archivedAt set) and the trash
// (deletedAt set, for 30 days before it is gone for good, ADR 0110) are apart from it, so a
// replied message put away and brought back is still replied.

/** How far the owner has got with a message: unread, opened, answered. */
export const inboxProgress = ["new", "read", "replied"] as const;
export type InboxProgress = (typeof inboxProgress)[number];

/** What the lists show of a message: its progress, or Archived when it is put away. */
export const inboxStatuses = [...inboxProgress, "archived"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const enquiry = pgTable(
  "enquiry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    projectDetails: text("project_details").notNull(),
    /** The ISO timestamp the visitor's browser sent (spec section 3). */
    submittedAt: text("submitted_at").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").notNull().default("home"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    notifyError: text("notify_error"),
    status: text("status").$type<InboxProgress>().notNull().default("new"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The owner's private note; never shown to the sender nor in the REST shape. */
    note: text("note").notNull().default(""),
    /** The day to come back to it, YYYY-MM-DD; the lists put these first, soonest first. */
    followUp: text("follow_up"),
  },
  (table) => [
    index("enquiry_received_at_idx").on(table.receivedAt),
    // The right of access and erasure finds a person by address, whatever its case.
    index("enquiry_email_idx").on(sql`lower(${table.email})`),
  ],
);

export const booking = pgTable(
  "booking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone").notNull(),
    /** The day of the occasion, YYYY-MM-DD. */
    date: text("date").notNull(),
    occasion: text("occasion").notNull(),
    message: text("message").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    notifyError: text("notify_error"),
    status: text("status").$type<InboxProgress>().notNull().default("new"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The owner's private note; never shown to the sender nor in the REST shape. */
    note: text("note").notNull().default(""),
    /** The day to come back to it, YYYY-MM-DD; the lists put these first, soonest first. */
    followUp: text("follow_up"),
  },
  (table) => [
    index("booking_received_at_idx").on(table.receivedAt),
    index("booking_email_idx").on(sql`lower(${table.email})`),
  ],
);
