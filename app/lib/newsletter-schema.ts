import * as z from "zod/mini";
import { limitedText } from "./form-rules.ts";
import { strictEmailPattern } from "./input-patterns.ts";
import { newsCategoryValues } from "./news-categories.ts";

// The newsletter sign-up and preferences forms (issue 34), shared by the browser and the server.
// Zod Mini: the sign-up form is on a public page (ADR 0050). The strict address pattern has no
// room for a line break, so nothing typed here can add a header to a mail.

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_FORMAT = "Please enter a valid email address, like name@example.com";
export const CATEGORY_UNKNOWN = "Please choose categories from the list";

/** Checkboxes send one value per ticked box; a form read as text sends one string. */
const categories = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null || value === ""
      ? []
      : Array.isArray(value)
        ? value
        : [value],
  ),
  z.array(z.enum(newsCategoryValues, { error: CATEGORY_UNKNOWN })),
);

export const newsletterSignUpSchema = z.object({
  email: limitedText(EMAIL_REQUIRED, 254, "Email").check(z.regex(strictEmailPattern, EMAIL_FORMAT)),
  categories,
});

export const newsletterPreferencesSchema = z.object({ categories });

/** The weekly digest's schedule on the Subscribers screen (ADR 0165): a box, a day, an hour. */
export const digestScheduleSchema = z.object({
  enabled: z.pipe(
    z.transform((value: unknown) => value === "on" || value === true || value === "true"),
    z.boolean(),
  ),
  day: z.pipe(
    z.transform((value: unknown) => Number(value)),
    z.number().check(z.int(), z.gte(0, "Please choose a day"), z.lte(6, "Please choose a day")),
  ),
  hour: z.pipe(
    z.transform((value: unknown) => Number(value)),
    z
      .number()
      .check(z.int(), z.gte(0, "Please choose an hour"), z.lte(23, "Please choose an hour")),
  ),
});

export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;
