import { z } from "zod";

// The media library's forms (ADR 0163): the search (a GET form) and Delete in the confirmation
// dialog. Shared by the browser and the server.

export const mediaSearchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export const deleteMediaSchema = z.object({
  key: z
    .string({ error: "Choose an image to delete." })
    .regex(/^news\/[\w/-]+$/, "That image is no longer in the library."),
});

/** A byte size as people read it: "850 KB", "2.4 MB"; "Size unknown" for older uploads. */
export function formatBytes(bytes: number | null) {
  if (bytes === null) return "Size unknown";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
