import { and, desc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import { releaseImage } from "../images/image-service.ts";
import { isUuid } from "./news-cursor.ts";

// Manage News' trash (ADR 0161), as the inbox's (ADR 0114): deleting an article moves it here,
// out of every public page, feed, sitemap, search and API at once (publication.ts's rule, and the
// page cache starts over); it keeps its slugs, image and revisions, and comes back whole with
// Restore for TRASH_DAYS, after which the daily retention job deletes it for good. Only deleting
// for good removes the row (its revisions and slugs go with it) and releases its image.

export const NEWS_TRASH_DAYS = 30;

const trashedColumns = {
  id: news.id,
  title: news.title,
  category: news.category,
  deletedAt: news.deletedAt,
};
export type TrashedArticle = { id: string; title: string; category: string; deletedAt: Date };

/** Moves the chosen live articles to the trash; answers the ones that moved. */
export async function moveNewsToTrash(ids: string[]) {
  const chosen = ids.filter(isUuid);
  if (chosen.length === 0) return [];
  const rows = await getDb()
    .update(news)
    .set({ deletedAt: new Date() })
    .where(and(inArray(news.id, chosen), isNull(news.deletedAt)))
    .returning({ id: news.id, title: news.title });
  if (rows.length) invalidatePublicPages();
  for (const row of rows) await recordAdminAction("deleted", "news", row.id, { title: row.title });
  return rows;
}

/** Brings a trashed article back as it was (published, scheduled or draft); answers its title. */
export async function restoreNews(id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb()
    .update(news)
    .set({ deletedAt: null })
    .where(and(eq(news.id, id), isNotNull(news.deletedAt)))
    .returning({ id: news.id, title: news.title });
  if (!row) return undefined;
  invalidatePublicPages();
  await recordAdminAction("restored", "news", id, { title: row.title });
  return row.title;
}

/** The trash, most recently deleted first. */
export async function listTrashedNews(): Promise<TrashedArticle[]> {
  const rows = await getDb()
    .select(trashedColumns)
    .from(news)
    .where(isNotNull(news.deletedAt))
    .orderBy(desc(news.deletedAt))
    .limit(500);
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt! }));
}

/** Deletes trashed rows for good, with their revisions and slugs, and releases their images. */
async function deleteTrashed(where: ReturnType<typeof and>) {
  const rows = await getDb()
    .delete(news)
    .where(and(isNotNull(news.deletedAt), where))
    .returning({ id: news.id, title: news.title, image: news.image });
  for (const row of rows) if (row.image) await releaseImage(row.image.key);
  return rows;
}

/** Deletes one trashed article for good (a live one must go to the trash first). */
export async function deleteNewsForGood(id: string) {
  if (!isUuid(id)) return false;
  const [row] = await deleteTrashed(eq(news.id, id));
  if (row) await recordAdminAction("deleted-for-good", "news", id, { title: row.title });
  return Boolean(row);
}

/** Empties the whole trash; answers how many articles went. */
export async function emptyNewsTrash() {
  const rows = await deleteTrashed(undefined);
  await recordAdminAction("emptied-trash", "news", null, { count: rows.length });
  return rows.length;
}

/** Articles trashed more than NEWS_TRASH_DAYS before `now`, gone for good (the daily job). */
export async function purgeOldNewsTrash(now: Date) {
  const cutOff = new Date(now.getTime() - NEWS_TRASH_DAYS * 86_400_000);
  const rows = await deleteTrashed(lt(news.deletedAt, cutOff));
  return rows.length;
}
