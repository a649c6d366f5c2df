import { and, eq, inArray } from "drizzle-orm";
import type { BulkNewsIntent } from "#app/lib/news-bulk-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import { isUuid } from "./news-cursor.ts";
import { moveNewsToTrash } from "./news-trash.ts";

// Bulk actions on the Manage News list (issue 17 item 7, ADR 0132): one statement changes every
// chosen article, then the page cache starts over once and each article gets its own audit row,
// as a single delete or edit gives it (news-repository.ts), so the log reads the same either way.
// Ids that are gone (deleted meanwhile by another editor) are skipped, not an error: the result
// says how many articles actually changed.

/** Turns the chosen published and scheduled articles into drafts; drafts stay as they are. */
export async function unpublishNews(ids: string[]) {
  const chosen = ids.filter(isUuid);
  if (chosen.length === 0) return { count: 0 };
  const rows = await getDb()
    .update(news)
    .set({ status: "draft", updatedAt: new Date() })
    .where(and(inArray(news.id, chosen), eq(news.status, "published")))
    .returning({ id: news.id, title: news.title });
  if (rows.length) invalidatePublicPages();
  for (const row of rows) {
    await recordAdminAction("updated", "news", row.id, { title: row.title, unpublished: true });
  }
  return { count: rows.length };
}

/** Moves the chosen articles to the trash (ADR 0161), as a single Delete does. */
export async function deleteManyNews(ids: string[]) {
  const rows = await moveNewsToTrash(ids);
  return { count: rows.length };
}

export function applyBulkNews(intent: BulkNewsIntent, ids: string[]) {
  return intent === "delete" ? deleteManyNews(ids) : unpublishNews(ids);
}
