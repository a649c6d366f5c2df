import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RevisionFields } from "#app/lib/news-revision.ts";
import { user } from "./auth.ts";
import { news } from "./news.ts";

export type { RevisionFields };

/**
 * Every save of an article keeps its fields here (ADR 0107): explicit saves ("save") and the
 * editor's autosave ("autosave"), which never touches the article itself. The newest 50 per
 * article are kept; deleting the article deletes them.
 */
export const newsRevision = pgTable(
  "news_revision",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsId: uuid("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fields: jsonb("fields").$type<RevisionFields>().notNull(),
    /** Who saved; kept as text too, so the history still says who after the account is gone. */
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("news_revision_news_idx").on(table.newsId, table.createdAt.desc())],
);
