CREATE TABLE "mail_message" (
	"key" text PRIMARY KEY NOT NULL,
	"group_key" text,
	"recipient" text NOT NULL,
	"message" jsonb,
	"after" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_suppression" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_message_group_idx" ON "mail_message" USING btree ("group_key","status");