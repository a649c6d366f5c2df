ALTER TABLE "booking" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "follow_up" text;