CREATE TABLE "newsletter_digest_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"day" integer DEFAULT 1 NOT NULL,
	"hour" integer DEFAULT 8 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD COLUMN "digest_week" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issue_digest_week_idx" ON "newsletter_issue" USING btree ("digest_week");