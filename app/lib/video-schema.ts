import { z } from "zod";

// The Add Video form (spec section 5): one textarea for the pasted embed code, plus an optional
// title. Shared by the browser and the server; the server then checks the code against the
// provider allow-list (server/videos/embed-parser.ts).

export const iframeCodeRequired = "Iframe code is required";

export const titleMaxLength = 150;

export const addVideoSchema = z.object({
  embedCode: z
    .string({ error: iframeCodeRequired })
    .trim()
    .min(1, iframeCodeRequired)
    .max(10_000, "That is too long for embed code."),
  title: z
    .string()
    .trim()
    .max(titleMaxLength, `The title must be at most ${titleMaxLength} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type AddVideoInput = z.infer<typeof addVideoSchema>;
