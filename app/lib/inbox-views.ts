// The views an inbox list offers (ADR 0110), in the order of its tabs, with their labels: the
// inbox (all but archived), each status, and the trash. Kept apart from the intent schema so the
// lists' script does not carry Zod.

export const inboxViewLabels = {
  inbox: "Inbox",
  new: "New",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
  trash: "Trash",
} as const;
export type InboxViewName = keyof typeof inboxViewLabels;
