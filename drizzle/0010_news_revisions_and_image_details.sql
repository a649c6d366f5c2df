CREATE TABLE "news_revision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by" text,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_credit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_focus_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_revision" ADD CONSTRAINT "news_revision_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revision" ADD CONSTRAINT "news_revision_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_revision_news_idx" ON "news_revision" USING btree ("news_id","created_at" DESC NULLS LAST);