import { z } from "zod";

// The owner's private note on one enquiry or booking, and the day to follow it up (issue 33).
export const recordNoteSchema = z.object({
  intent: z.literal("note"),
  id: z.uuid("That is not a valid id."),
  note: z.string().max(5000, "A note is at most 5000 characters").default(""),
  followUp: z
    .string()
    .default("")
    .refine(
      (value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value),
      "Enter the follow-up date as a date, or leave it empty",
    ),
});
