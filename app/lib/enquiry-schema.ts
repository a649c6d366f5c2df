import * as z from "zod/mini";
import { limitedText, optionalText } from "./form-rules.ts";
import { homeEmailPattern, strictEmailPattern } from "./input-patterns.ts";

// The project-enquiry form in its two variants (spec section 5), shared by the browser (before
// sending) and the server (the /enquiry action and POST /api/contact). The messages are the
// spec's, word for word; the length limits are ours, so no field can carry a novel.

export type EnquiryVariant = "home" | "contact";

export const enquiryLimits = {
  name: 100,
  company: 120,
  email: 254,
  phone: 30,
  projectDetails: 5000,
} as const;

const messages = {
  home: {
    name: "Name is required",
    email: "Email is required",
    emailFormat: "Invalid email address",
    phone: "Phone number is required",
    projectDetails: "Project details are required",
  },
  contact: {
    name: "Your name is required",
    email: "Email address is required",
    emailFormat: "Invalid email address format",
    phone: "Phone number is required",
    projectDetails: "Please provide some details about your project",
  },
} as const;

export const ROBOT_MESSAGE = "Please confirm you are not a robot";

/** Accepts what a checkbox or JSON may send for "ticked". */
const ticked = z.pipe(
  z.transform((value: unknown) => value === true || value === "on" || value === "true"),
  z.boolean(),
);

export function enquirySchema(variant: EnquiryVariant) {
  const text = messages[variant];
  const pattern = variant === "contact" ? strictEmailPattern : homeEmailPattern;
  return z.object({
    name: limitedText(text.name, enquiryLimits.name, "Name"),
    company: optionalText(enquiryLimits.company, "Company"),
    email: limitedText(text.email, enquiryLimits.email, "Email").check(
      z.regex(pattern, text.emailFormat),
    ),
    phone: limitedText(text.phone, enquiryLimits.phone, "Phone number"),
    projectDetails: limitedText(text.projectDetails, enquiryLimits.projectDetails, "Details"),
    // Shown on both forms; only the contact page requires it (spec section 5).
    notRobot:
      variant === "contact" ? ticked.check(z.refine((value) => value, ROBOT_MESSAGE)) : ticked,
  });
}

export type EnquiryInput = z.infer<ReturnType<typeof enquirySchema>>;

export function parseVariant(value: unknown): EnquiryVariant {
  return value === "contact" ? "contact" : "home";
}
