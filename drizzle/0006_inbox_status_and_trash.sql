ALTER TABLE "booking" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_email_idx" ON "booking" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "enquiry_email_idx" ON "enquiry" USING btree (lower("email"));