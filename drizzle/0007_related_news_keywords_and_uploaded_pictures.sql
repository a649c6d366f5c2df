ALTER TABLE "user" ADD COLUMN "picture" jsonb;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "uploaded_thumbnail" jsonb;--> statement-breakpoint
CREATE INDEX "user_picture_key_idx" ON "user" USING btree (("picture"->>'key'));--> statement-breakpoint
CREATE INDEX "news_keywords_idx" ON "news" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "video_uploaded_thumbnail_key_idx" ON "video" USING btree (("uploaded_thumbnail"->>'key'));