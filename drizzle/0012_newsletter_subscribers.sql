CREATE TABLE "newsletter_subscriber" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"inbox_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent_source" text DEFAULT 'form' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_inbox_key_idx" ON "newsletter_subscriber" USING btree ("inbox_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_confirm_token_idx" ON "newsletter_subscriber" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_status_idx" ON "newsletter_subscriber" USING btree ("status","created_at");