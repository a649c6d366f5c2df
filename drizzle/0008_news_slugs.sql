CREATE TABLE "news_slug" (
	"slug" text PRIMARY KEY NOT NULL,
	"news_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Existing articles start at their id (their address so far); on start-up the server gives each
-- one whose title allows it a readable slug (server/news/article-slug.ts, ADR 0105).
ALTER TABLE "news" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "news" SET "slug" = "id"::text;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
INSERT INTO "news_slug" ("slug", "news_id") SELECT "slug", "id" FROM "news";--> statement-breakpoint
ALTER TABLE "news_slug" ADD CONSTRAINT "news_slug_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_slug_news_idx" ON "news_slug" USING btree ("news_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
