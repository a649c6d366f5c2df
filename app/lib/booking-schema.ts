import * as z from "zod/mini";
import { limitedText, optionalText } from "./form-rules.ts";
import { isoDatePattern, strictEmailPattern } from "./input-patterns.ts";

// The public booking form (/book): a community-channel visitor asks the channel to cover an
// occasion. Shared by the browser and the server (the /book action and POST /api/bookingEvents).

export const bookingLimits = {
  name: 100,
  email: 254,
  telephone: 30,
  date: 10, // YYYY-MM-DD
  occasion: 120,
  message: 2000,
} as const;

export const bookingMessages = {
  name: "Your name is required",
  email: "Email address is required",
  emailFormat: "Invalid email address format",
  telephone: "Telephone number is required",
  date: "Please choose the date of the occasion",
  datePast: "The date must be today or later",
  occasion: "Please tell us the occasion",
} as const;

/**
 * Today's date (YYYY-MM-DD) where the channel works. Browser and server agree on "today"
 * whatever time zone either is in.
 */
export function todayInLondon(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function bookingSchema(now?: Date) {
  return z.object({
    name: limitedText(bookingMessages.name, bookingLimits.name, "Name"),
    email: limitedText(bookingMessages.email, bookingLimits.email, "Email").check(
      z.regex(strictEmailPattern, bookingMessages.emailFormat),
    ),
    telephone: limitedText(bookingMessages.telephone, bookingLimits.telephone, "Telephone"),
    date: z.string({ error: bookingMessages.date }).check(
      z.trim(),
      z.maxLength(bookingLimits.date, { error: bookingMessages.date, abort: true }),
      z.regex(isoDatePattern, bookingMessages.date),
      z.refine(isRealDate, bookingMessages.date),
      // Dates compare correctly as YYYY-MM-DD text.
      z.refine((value) => value >= todayInLondon(now), bookingMessages.datePast),
    ),
    occasion: limitedText(bookingMessages.occasion, bookingLimits.occasion, "Occasion"),
    message: optionalText(bookingLimits.message, "Message"),
  });
}

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;
