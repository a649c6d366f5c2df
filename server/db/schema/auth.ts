import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";

// Tables in the shape Better Auth's Drizzle adapter expects (model names user, session, account,
// verification, rateLimit), plus the spec's user-record fields (section 3).

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The spec's photo URL (img / photoURL): an address the user gave, or their uploaded picture's. */
    image: text("image"),
    /**
     * A picture uploaded at sign-up (ADR 0091), stored through the image pipeline: `image` holds its
     * address while the user keeps it. Null for a pasted address.
     */
    picture: jsonb("picture").$type<StoredImage>(),
    /** 'admin' or 'user'. Only the server sets it (ADMIN_EMAILS or the admin CLI). */
    role: text("role").notNull().default("user"),
    university: text("university").notNull().default("Your University"),
    address: text("address").notNull().default("Your Address"),
    newEmail: text("new_email").notNull().default(" "),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The unused-image sweep asks whether an account still shows an uploaded picture.
  (table) => [index("user_picture_key_idx").on(sql`(${table.picture}->>'key')`)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

// Relations are read by Better Auth's joins (server/auth/auth.ts): a session is looked up with its
// user in one query rather than two, on every signed-in request. They change no table.
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  // Milliseconds since the epoch (Better Auth writes Date.now()), which overflows a 32-bit integer.
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Attempts counted per key in a fixed window (server/auth/attempt-counter.ts): failed logins and
 * reset requests per email and per client address, and accepted public-form submissions per
 * client address (server/inbox/submissions.ts). Better Auth's own limiter counts requests per
 * address only, and only over HTTP. In the database, so every server process counts alike.
 */
export const authAttempt = pgTable("auth_attempt", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});
