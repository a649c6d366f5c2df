CREATE TABLE "newsletter_suppression" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
