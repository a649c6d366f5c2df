import { z } from "zod";
import { dialNumber } from "./tel-href.ts";

// The business's own details, set by an admin on /settings and shown on every page, mail and
// structured-data block. One schema for the browser and the server; its messages are the form's.

const required = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`);

/** A UK number as people write it (spaces, brackets, "+44 (0)…"): 0 or +44, then 9 or 10 digits. */
const ukPhone = (which: string) =>
  required(`the ${which} phone number`)
    .max(20, "A phone number is at most 20 characters")
    .refine(
      (value) => /^(?:\+44|0)\d{9,10}$/.test(dialNumber(value)),
      `Enter a UK phone number, like 0121 496 0734`,
    );

export const businessDetailsSchema = z.object({
  tradingName: required("the trading name").max(120, "The trading name is at most 120 characters"),
  street: required("the street address").max(200, "The street address is at most 200 characters"),
  city: required("the town or city").max(80, "The town or city is at most 80 characters"),
  postcode: required("the postcode")
    .max(10, "Enter a UK postcode, like B1 2JT")
    .refine(
      (value) => /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i.test(value),
      "Enter a UK postcode, like B1 2JT",
    )
    .transform((value) => value.toUpperCase()),
  officePhone: ukPhone("office"),
  mobilePhone: ukPhone("mobile"),
  email: required("the contact email address")
    .max(254, "An email address is at most 254 characters")
    .pipe(z.email("Enter a valid email address")),
  companyNumber: required("the company registration number")
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .refine(
      // 8 digits, 2 letters and 6 digits (SC, NI, OC, ...), or R and 7 (Northern Ireland, pre-1922).
      (value) => /^(?:\d{8}|[A-Z]{2}\d{6}|R\d{7})$/.test(value),
      "Enter a Companies House number of 8 characters, like 12345678 or SC123456",
    ),
  // Optional: left empty, the site links to a Google Maps search for the address (site.ts).
  mapsUrl: z
    .string()
    .trim()
    .max(2000, "The maps link is at most 2000 characters")
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      message: "Enter a maps link starting with https://, or leave it empty",
    })
    .default(""),
  answerWithinHours: required("how many hours you take to answer")
    .refine(
      (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 168,
      "Enter a whole number of hours from 1 to 168",
    )
    .transform(Number),
  notifyTo: required("the address new enquiries are sent to")
    .max(254, "An email address is at most 254 characters")
    // Two addresses typed in one box are not "invalid": say what the box takes.
    .refine((value) => !/[,;\s]/.test(value), "Enter one email address")
    .pipe(z.email("Enter a valid email address for notifications")),
});

export type BusinessDetails = z.output<typeof businessDetailsSchema>;
