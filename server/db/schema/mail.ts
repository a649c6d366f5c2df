import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Outgoing mail, one row per message, written in the same transaction as its queue job
// (server/mail/mail-queue.ts, ADR 0159). The key is the caller's idempotency key: a message is
// enqueued once whatever retries the caller makes. The row outlives pg-boss's job, so a group's
// counts (a newsletter issue's sent, failed, remaining) stay readable; the body is dropped once
// the message has gone or failed (it may hold a live link: ADR 0068).

/** "cancelled": never sent, because its reader left or was removed before its turn came. */
export const mailStatuses = ["queued", "sent", "failed", "cancelled"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailMessage = pgTable(
  "mail_message",
  {
    key: text("key").primaryKey(),
    /** What the message belongs to (a newsletter issue), for its counts; null for one-offs. */
    groupKey: text("group_key"),
    recipient: text("recipient").notNull(),
    /** The rendered MailMessage; null once sent or failed. */
    message: jsonb("message"),
    /** What to tell once the outcome is known, e.g. { kind: "enquiry", id } (mail-outcome.ts). */
    after: jsonb("after"),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [index("mail_message_group_idx").on(table.groupKey, table.status)],
);

/** Addresses an SMTP server refused for good (a 5xx): never tried again. */
export const mailSuppression = pgTable("mail_suppression", {
  address: text("address").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
