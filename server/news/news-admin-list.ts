import { and, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import type { NewsListFilter } from "#app/lib/news-list-filter.ts";
import type { PublicationState } from "#app/lib/news-view.ts";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import { escapeLike, listAllNews, searchWords } from "./news-repository.ts";
import { isLiveSql, isPublicSql } from "./publication.ts";

// The Manage News list's search and filters (issue 17 item 7). Search takes the public search's
// words (every word must appear, ADR 0031) and looks in the title, the bodies and the keywords;
// the status filter uses publication.ts's rule, so "published" here is what visitors can read.

/** Where each status stands as a query condition, beside isPublicSql (publication.ts). */
const stateSql: Record<PublicationState, () => SQL> = {
  draft: () => ne(news.status, "published"),
  scheduled: () => and(eq(news.status, "published"), gt(news.publishAt, sql`now()`))!,
  published: isPublicSql,
};

/** Live articles the search and the category keep, without the status: the counts are per status. */
function searchSql(filter: NewsListFilter) {
  const words = searchWords(filter.q);
  const keywords = sql`lower(array_to_string(${news.keywords}, ' '))`;
  const matches = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return sql`(${news.searchText} like ${pattern} or ${keywords} like ${pattern})`;
  });
  return and(
    isLiveSql(),
    ...matches,
    filter.category ? eq(news.category, filter.category) : undefined,
  );
}

/** One page of the articles the filter keeps, newest first. */
export function listNewsForEditors(
  filter: NewsListFilter,
  options: { cursor?: string | null; limit: number },
) {
  const where = and(searchSql(filter), filter.status ? stateSql[filter.status]() : undefined);
  return listAllNews({ ...options, where });
}

/** How many articles the search and category keep, per status, for the status filter's labels. */
export async function countNewsForEditors(
  filter: NewsListFilter,
): Promise<Record<PublicationState, number>> {
  const count = (state: PublicationState) =>
    sql<number>`count(*) filter (where ${stateSql[state]()})::int`;
  const [row] = await getDb()
    .select({ draft: count("draft"), scheduled: count("scheduled"), published: count("published") })
    .from(news)
    .where(searchSql(filter));
  return {
    draft: Number(row?.draft ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    published: Number(row?.published ?? 0),
  };
}
