import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type StoredImage = {
  /** Storage key prefix; every variant lives under it. */
  key: string;
  width: number;
  height: number;
  /** Public URL of the fallback (largest JPEG) variant: the spec's `img`. */
  url: string;
  /** Widths that exist as WebP and AVIF variants. */
  widths: number[];
};

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** YYYY-MM-DD as entered by the editor (the spec's `date`). */
    date: text("date").notNull(),
    /** HH:MM as entered by the editor (the spec's `time`). */
    time: text("time").notNull(),
    body1: text("body1").notNull().default(""),
    body2: text("body2").notNull().default(""),
    body3: text("body3").notNull().default(""),
    conclusion: text("conclusion").notNull().default(""),
    category: text("category").notNull(),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    img: text("img").notNull().default(""),
    image: jsonb("image").$type<StoredImage>(),
    /** 'draft' or 'published'; a published article with a future publishAt is scheduled. */
    status: text("status").notNull().default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("news_category_publish_idx").on(table.category, table.publishAt.desc(), table.id),
    index("news_publish_idx").on(table.publishAt.desc(), table.id),
  ],
);
