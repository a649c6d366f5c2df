import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { PublicationState } from "#app/lib/news-view.ts";
import { news } from "../db/schema/news.ts";

// The one rule of who may read an article: published, due (its date and time have come;
// ADR 0032), and not in the trash (ADR 0161). Said twice side by side, as a query condition and for a row already read, so the
// two cannot drift apart; nothing else decides it.

/** Published, due and not trashed, as a condition for a query on the news table. */
export const isPublicSql = () =>
  and(eq(news.status, "published"), lte(news.publishAt, sql`now()`), isNull(news.deletedAt))!;

/** Not in the trash: what editors work on (the list, Edit News, the REST API). */
export const isLiveSql = () => isNull(news.deletedAt);

/** Where a row stands: public, published but not yet due, or a draft. */
export function publicationState(
  row: { status: string; publishAt: Date },
  now = Date.now(),
): PublicationState {
  if (row.status !== "published") return "draft";
  return row.publishAt.getTime() > now ? "scheduled" : "published";
}
