CREATE TABLE "business_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"trading_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"office_phone" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"email" text NOT NULL,
	"company_number" text NOT NULL,
	"maps_url" text NOT NULL,
	"notify_to" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "follow_up" text;