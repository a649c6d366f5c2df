import { failure, type Result } from "../result.ts";
import type { InboxKind } from "./inbox-tables.ts";
import {
  archiveIfInInbox,
  changeLiveRecord,
  moveToTrash,
  restoreFromTrash,
} from "./inbox-workflow.ts";

// The lists' "select several" (issue 33): archive, move to the trash, or bring back what a bulk
// archive or move put there (their Undo). Each row goes through the same call as its own button, so each is
// audited as one change; rows already elsewhere are skipped, not refused.

export const bulkIntents = [
  "bulk-archive",
  "bulk-unarchive",
  "bulk-trash",
  "bulk-restore",
] as const;
export type BulkIntent = (typeof bulkIntents)[number];
const MAX_SELECTED = 200;
const recordId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function applyBulk(
  kind: InboxKind,
  intent: BulkIntent,
  ids: string[],
): Promise<Result<{ ids: string[] }>> {
  const chosen = [...new Set(ids)].filter((id) => recordId.test(id));
  if (chosen.length === 0) return failure("invalid", "Select at least one first.");
  if (chosen.length > MAX_SELECTED) {
    return failure("invalid", `Select at most ${MAX_SELECTED} at a time.`);
  }
  const done: string[] = [];
  for (const id of chosen) {
    const changed =
      intent === "bulk-trash"
        ? await moveToTrash(kind, id)
        : intent === "bulk-restore"
          ? (await restoreFromTrash(kind, id)) !== undefined
          : intent === "bulk-archive"
            ? await archiveIfInInbox(kind, id)
            : await changeLiveRecord(kind, id, "inbox");
    if (changed) done.push(id);
  }
  return { ok: true, ids: done };
}
