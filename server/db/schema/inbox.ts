import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Enquiries (the spec's contact submissions) and event bookings. Each row is stored before the
// agency is emailed; notifiedAt stays null until the notification has gone out.

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
  },
  (table) => [index("enquiry_received_at_idx").on(table.receivedAt)],
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
  },
  (table) => [index("booking_received_at_idx").on(table.receivedAt)],
);
