import { eq, sql } from "drizzle-orm";
import { newsCategoryValues } from "#app/lib/news-categories.ts";
import { getDb } from "../db/client.ts";
import { newsletterSubscriber } from "../db/schema/newsletter.ts";

// How many confirmed readers an article of each category would be emailed to: the number Add
// and Edit News ask about before "Email to subscribers" sends (one query, one row).

export async function readersByCategory(): Promise<Record<string, number>> {
  const categories = newsCategoryValues.map(
    (category) =>
      sql<number>`count(*) filter (where cardinality(${newsletterSubscriber.categories}) = 0 or ${category} = any(${newsletterSubscriber.categories}))::int`,
  );
  const [row] = await getDb()
    .select({ counts: sql<number[]>`array[${sql.join(categories, sql`, `)}]` })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.status, "confirmed"));
  return Object.fromEntries(
    newsCategoryValues.map((category, i) => [category, Number(row?.counts[i] ?? 0)]),
  );
}
