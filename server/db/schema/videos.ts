import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { StoredImage } from "./stored-image.ts";

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
    /**
     * The provider's thumbnail, fetched once when the video was added and stored through the image
     * pipeline (ADR 0042), so visitors never contact the provider before play. Null: the poster.
     */
    thumbnail: jsonb("thumbnail").$type<StoredImage>(),
    /**
     * A thumbnail an admin uploaded for the video (ADR 0090), through the same image pipeline; it
     * wins over the provider's. Null: the provider's thumbnail (or the poster) shows.
     */
    uploadedThumbnail: jsonb("uploaded_thumbnail").$type<StoredImage>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("video_provider_video_id_idx").on(table.provider, table.videoId),
    index("video_created_at_idx").on(table.createdAt),
    // The unused-image sweep and image deletions ask whether a video still shows an image.
    index("video_thumbnail_key_idx").on(sql`(${table.thumbnail}->>'key')`),
    index("video_uploaded_thumbnail_key_idx").on(sql`(${table.uploadedThumbnail}->>'key')`),
  ],
);
