import { z } from "zod";

// The Manage News list's bulk actions (issue 17 item 7): the articles ticked on the page and what
// to do with them. One confirmation covers them all; `confirmed` says it was given, so a post
// without it (a browser without JavaScript) is answered with the question, and changes nothing.

export const bulkNewsLimit = 100;
export const nothingSelected = "Select at least one article.";

export const bulkNewsSchema = z.object({
  intent: z.enum(["unpublish", "delete"], { error: "Choose Unpublish or Delete." }),
  ids: z
    .array(z.uuid({ error: "That article cannot be found." }), { error: nothingSelected })
    .min(1, nothingSelected)
    .max(bulkNewsLimit, `Select at most ${bulkNewsLimit} articles at a time.`)
    .transform((ids) => [...new Set(ids)]),
  confirmed: z.literal("yes").optional().catch(undefined),
});

export type BulkNewsInput = z.infer<typeof bulkNewsSchema>;
export type BulkNewsIntent = BulkNewsInput["intent"];

const articles = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/** The one confirmation's question: "Move 3 articles to trash?" (ADR 0161). */
export const bulkQuestion = (intent: BulkNewsIntent, count: number) =>
  intent === "delete" ? `Move ${articles(count)} to trash?` : `Unpublish ${articles(count)}?`;

/** What the confirmation adds under its question. */
export const bulkWarning = (intent: BulkNewsIntent) =>
  intent === "delete"
    ? "You can restore them from the trash for 30 days."
    : "They become drafts: visitors no longer see them until they are published again.";

/** What the result toast says. */
export const bulkDone = (intent: BulkNewsIntent, count: number) =>
  `${articles(count)} ${intent === "delete" ? "moved to trash" : "unpublished"}`;
