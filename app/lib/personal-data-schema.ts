import { z } from "zod";

// The person whose data the admin looks up, exports or erases (UK GDPR access and erasure).
export const personalDataSchema = z.object({
  email: z
    .string({ error: "Enter the person's email address" })
    .trim()
    .min(1, "Enter the person's email address")
    .max(254, "An email address is at most 254 characters")
    .pipe(z.email("Enter a valid email address")),
});
