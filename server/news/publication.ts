import { and, eq, lte, sql } from "drizzle-orm";
import type { PublicationState } from "#app/lib/news-view.ts";
import { news } from "../db/schema/news.ts";

// The one rule of who may read an article: published, and due (its date and time have come;
// ADR 0032). Said twice side by side, as a query condition and for a row already read, so the
// two cannot drift apart; nothing else decides it.

/** Published and due, as a condition for a query on the news table. */
export const isPublicSql = () =>
  and(eq(news.status, "published"), lte(news.publishAt, sql`now()`))!;

/** Where a row stands: public, published but not yet due, or a draft. */
export function publicationState(
  row: { status: string; publishAt: Date },
  now = Date.now(),
): PublicationState {
  if (row.status !== "published") return "draft";
  return row.publishAt.getTime() > now ? "scheduled" : "published";
}
