import { z } from "zod";

// What the owner can do to one enquiry or booking from its page or the list (ADR 0110), and the
// list's one action over all of them: emptying the trash. The words are the buttons'.

export const inboxIntents = ["replied", "archived", "read", "trash", "restore"] as const;
export type InboxIntent = (typeof inboxIntents)[number];

export const inboxIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(inboxIntents), id: z.uuid("That is not a valid id.") }),
  z.object({ intent: z.literal("empty-trash") }),
]);
