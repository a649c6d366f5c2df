ALTER TABLE "video" ADD COLUMN "thumbnail" jsonb;--> statement-breakpoint
CREATE INDEX "video_thumbnail_key_idx" ON "video" USING btree (("thumbnail"->>'key'));