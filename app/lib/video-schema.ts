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

// A video's title changed on the video list (issue 17 item 7): required there, since clearing it
// would leave visitors a bare provider name; the same length rule as Add Video's.
export const videoTitleRequired = "Enter a title for the video.";

export const videoTitleSchema = z.object({
  id: z.uuid({ error: "That video cannot be found." }),
  title: z
    .string({ error: videoTitleRequired })
    .trim()
    .min(1, videoTitleRequired)
    .max(titleMaxLength, `The title must be at most ${titleMaxLength} characters.`),
});

export type VideoTitleInput = z.infer<typeof videoTitleSchema>;
