import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import type { StoredImage } from "./stored-image.ts";

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /**
     * The readable address, /news/{slug} (ADR 0105): made from the title when first saved, or the
     * id when the title gives nothing. Every slug it ever had is also in news_slug.
     */
    slug: text("slug").notNull(),
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
    /**
     * The image's description for people who cannot see it (ADR 0130). Null for articles saved
     * before the field existed (or by a REST client that does not send it): their title stands in,
     * as it always did, until an edit gives them one.
     */
    imageAlt: text("image_alt"),
    /** Ticked by the editor: the image adds nothing to the words, so its alt is empty. */
    imageDecorative: boolean("image_decorative").notNull().default(false),
    /** Shown under the hero image, with the credit, as its figcaption. */
    imageCaption: text("image_caption").notNull().default(""),
    imageCredit: text("image_credit").notNull().default(""),
    /** The image's focal point, 0-1 from its left and top; every crop keeps it in view. */
    imageFocusX: real("image_focus_x").notNull().default(0.5),
    imageFocusY: real("image_focus_y").notNull().default(0.5),
    /** 'draft' or 'published'; a published article with a future publishAt is scheduled. */
    status: text("status").notNull().default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The byline (ADR 0129): the user who first created the article. Null for articles from
     * before bylines, from the seed, or whose author's account is gone: they show none.
     */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * The byline's text (ADR 0133): the author's name when the article was first saved. A later
     * change of that name does not alter it. Null when the article has no author.
     */
    authorName: text("author_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the article was moved to the trash (ADR 0161): hidden from every public page and API,
     * restorable with its revisions for 30 days, then deleted for good. Null while live.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** What search matches against (titles and bodies), kept by the database itself. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(title || ' ' || body1 || ' ' || body2 || ' ' || body3 || ' ' || conclusion)`,
    ),
  },
  (table) => [
    uniqueIndex("news_slug_idx").on(table.slug),
    // Public lists read published rows newest first with (publish_at, id) keyset pagination;
    // partial indexes keep drafts out and match the ORDER BY exactly, both directions included.
    index("news_category_publish_idx")
      .on(table.category, table.publishAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    index("news_publish_idx")
      .on(table.publishAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    // The admin list shows every article, drafts and scheduled ones included.
    index("news_all_publish_idx").on(table.publishAt.desc(), table.id.desc()),
    // The trash (Manage News' Trash view, the daily purge) reads only trashed rows.
    index("news_trash_idx").on(table.deletedAt).where(sql`deleted_at is not null`),
    // Finds the article(s) using an uploaded image: on delete, on replace, in the unused sweep.
    index("news_image_key_idx").on(sql`(${table.image}->>'key')`),
    // Deleting an account clears its bylines (on delete set null) through this index.
    index("news_author_idx").on(table.authorId),
    // Related news looks for articles sharing a keyword (keywords && ARRAY[...]).
    index("news_keywords_idx").using("gin", table.keywords),
    // Trigram index: serves ILIKE '%word%' for English and Bengali alike (ADR 0031).
    index("news_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * Every address an article has had, its current slug included (ADR 0105). The primary key makes
 * a slug one article's for good: an old slug keeps redirecting to its article and is never given
 * to another, until the article is deleted.
 */
export const newsSlug = pgTable(
  "news_slug",
  {
    slug: text("slug").primaryKey(),
    newsId: uuid("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("news_slug_news_idx").on(table.newsId)],
);

/** Images the upload endpoint produced; an article points at one through its `img` address. */
export const newsImage = pgTable("news_image", {
  key: text("key").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  url: text("url").notNull(),
  widths: integer("widths").array().notNull(),
  /** Every stored object of this image (all widths and formats), for deletion. */
  objects: text("objects").array().notNull(),
  uploadedBy: text("uploaded_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * When an edit replaced this image. Pages rendered before the edit (in browsers, or a CDN's
   * stale copy) may still show it, so its files stay a day before the sweep removes them.
   */
  replacedAt: timestamp("replaced_at", { withTimezone: true }),
});
