ALTER TABLE "booking" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Rows archived before this migration lost what they were; "read" is the most they can claim.
UPDATE "booking" SET "archived_at" = now(), "status" = 'read' WHERE "status" = 'archived';--> statement-breakpoint
UPDATE "enquiry" SET "archived_at" = now(), "status" = 'read' WHERE "status" = 'archived';
