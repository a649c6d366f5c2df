ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_trash_idx" ON "news" USING btree ("deleted_at") WHERE deleted_at is not null;