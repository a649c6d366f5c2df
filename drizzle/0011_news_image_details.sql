ALTER TABLE "news" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_credit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_focus_y" real DEFAULT 0.5 NOT NULL;