import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The business's own details, one row (id 1) once an admin has saved them on /settings; until
// then the samples in app/lib/site.ts are shown (server/settings/business-details.ts).
export const businessDetails = pgTable("business_details", {
  id: integer("id").primaryKey(),
  tradingName: text("trading_name").notNull(),
  street: text("street").notNull(),
  city: text("city").notNull(),
  postcode: text("postcode").notNull(),
  officePhone: text("office_phone").notNull(),
  mobilePhone: text("mobile_phone").notNull(),
  email: text("email").notNull(),
  companyNumber: text("company_number").notNull(),
  mapsUrl: text("maps_url").notNull(),
  notifyTo: text("notify_to").notNull(),
  // What the acknowledgement mails and the enquiry pages promise; rows saved before it existed
  // promise a day.
  answerWithinHours: integer("answer_within_hours").notNull().default(24),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
