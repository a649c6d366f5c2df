ALTER TABLE "news_image" ADD COLUMN "file_name" text;--> statement-breakpoint
UPDATE "news_image" SET "file_name" = regexp_replace("key", '^.*/', '') || '.jpg' WHERE "file_name" IS NULL;--> statement-breakpoint
ALTER TABLE "news_image" ALTER COLUMN "file_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "news_image" ADD COLUMN "byte_size" integer;
