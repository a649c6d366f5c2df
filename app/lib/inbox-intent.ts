import { z } from "zod";

// What the owner can do to one enquiry or booking from its page or the list (ADR 0110): mark it
// replied or back to read (issue 33: a reply marked by mistake), archive it or move it back to the inbox (its progress kept), move it to the trash,
// restore it, delete one in the trash for good (ADR 0114); and the list's one action over all of
// them: emptying the trash.

export const inboxIntents = [
  "replied",
  "read",
  "archived",
  "inbox",
  "trash",
  "restore",
  "purge",
] as const;
export type InboxIntent = (typeof inboxIntents)[number];

export const inboxIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(inboxIntents), id: z.uuid("That is not a valid id.") }),
  z.object({ intent: z.literal("empty-trash") }),
]);
