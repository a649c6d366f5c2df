import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { news } from "./news.ts";

// Newsletter subscribers (issue 34, ADR 0160). One row per inbox, found by its normalised key
// (trimmed, lower case), so "A@B.c" and "a@b.c " are one reader. A row is "pending" until its
// owner presses Confirm on the page the confirmation mail links to; pending rows are forgotten
// after 7 days. Only a hash of the confirmation token is kept; the unsubscribe link is an HMAC of
// the row's id and needs no column.

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** How consent was given: on our form (double opt-in), or carried over from the channel's list. */
export type ConsentSource = "form" | "imported";

export const newsletterSubscriber = pgTable(
  "newsletter_subscriber",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As typed, for the mail's To. */
    email: text("email").notNull(),
    /** The address trimmed and in lower case: one row per inbox. */
    inboxKey: text("inbox_key").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    /** The news categories chosen (their stored values); none means every category. */
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    consentSource: text("consent_source").$type<ConsentSource>().notNull().default("form"),
    /** SHA-256 of the live confirmation token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_subscriber_inbox_key_idx").on(table.inboxKey),
    uniqueIndex("newsletter_subscriber_confirm_token_idx").on(table.confirmTokenHash),
    index("newsletter_subscriber_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * One row per article ever emailed to subscribers (ADR 0164): the unique article id is what makes
 * "emailed at most once" hold, whatever happens. `queuedAt` is null while the mail waits for the
 * article to go live (scheduled, or a draft); the leader's schedule check queues it then. The
 * title is kept so the send history still names an article deleted for good.
 */
export const newsletterIssue = pgTable(
  "newsletter_issue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsId: uuid("news_id").references(() => news.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** A weekly digest's week (its send time's London date, ADR 0165): one issue per week. */
    digestWeek: text("digest_week"),
  },
  (table) => [
    uniqueIndex("newsletter_issue_news_idx").on(table.newsId),
    uniqueIndex("newsletter_issue_digest_week_idx").on(table.digestWeek),
    index("newsletter_issue_waiting_idx").on(table.queuedAt),
  ],
);

/**
 * Addresses an admin removed or erased on request (ADR 0166), kept only as an HMAC of the
 * normalised address with the site's secret: no readable address, yet an import knows to leave
 * them out. The person can still come back by confirming a sign-up, which deletes the row.
 */
export const newsletterSuppression = pgTable("newsletter_suppression", {
  keyHash: text("key_hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The weekly digest's day and hour (London time), set by an admin; off until switched on. */
export const newsletterDigestSchedule = pgTable("newsletter_digest_schedule", {
  id: integer("id").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  /** 0 = Sunday … 6 = Saturday. */
  day: integer("day").notNull().default(1),
  hour: integer("hour").notNull().default(8),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
