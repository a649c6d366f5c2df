import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Only the parsed, allow-listed embed address is stored; pasted HTML never is.
export const video = pgTable(
  "video",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'youtube', 'vimeo' or 'facebook'. */
    provider: text("provider").notNull(),
    /** The provider's own video identifier: the spec's `id`. */
    videoId: text("video_id").notNull(),
    /** The embed source address: the spec's `url`. */
    url: text("url").notNull(),
    title: text("title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("video_provider_video_id_idx").on(table.provider, table.videoId),
    index("video_created_at_idx").on(table.createdAt),
  ],
);
