CREATE TABLE "news_image" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"url" text NOT NULL,
	"widths" integer[] NOT NULL,
	"objects" text[] NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "news_category_publish_idx";--> statement-breakpoint
DROP INDEX "news_publish_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || body1 || ' ' || body2 || ' ' || body3 || ' ' || conclusion)) STORED;--> statement-breakpoint
CREATE INDEX "news_all_publish_idx" ON "news" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_image_key_idx" ON "news" USING btree (("image"->>'key'));--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_category_publish_idx" ON "news" USING btree ("category","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';