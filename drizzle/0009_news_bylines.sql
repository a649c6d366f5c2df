ALTER TABLE "news" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_author_idx" ON "news" USING btree ("author_id");--> statement-breakpoint
-- hand-written: the byline's text for articles that already have an author (ADR 0133).
UPDATE "news" SET "author_name" = nullif(btrim(u."name"), '') FROM "user" u WHERE "news"."author_id" = u."id";
