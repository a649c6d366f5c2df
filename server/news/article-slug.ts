import { and, eq, like, or, type SQL, sql } from "drizzle-orm";
import { looksLikeId, slugFromTitle } from "#app/lib/article-slug-text.ts";
import { type Database, getDb } from "../db/client.ts";
import { news, newsSlug } from "../db/schema/news.ts";
import { logger } from "../logger.ts";

// Readable addresses (ADR 0105): which slug an article gets, and which article an address names.
// news_slug holds every slug an article has had, its current one included, under a primary key:
// a slug once given is that article's until it is deleted, so an old address can never start
// naming another article. Asking for a slug another article holds (now or in its history) gives
// the next free one with a suffix (-2, -3...), as the title's own slug does.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Paths under /news/ that are pages of their own, so no article may have them as its slug. */
const reservedSlugs = new Set(["search"]);

/** The slug the article `id` gets for `wanted` (an editor's choice) or else for its title. */
export async function claimSlug(
  tx: Tx,
  article: { id: string; title: string },
  wanted?: string,
): Promise<string> {
  const base = wanted || slugFromTitle(article.title);
  // Nothing usable in the title: the id is the address (no other slug has its shape).
  if (!base || looksLikeId(base)) return keep(tx, article.id, article.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const holders = await tx
      .select({ slug: newsSlug.slug, newsId: newsSlug.newsId })
      .from(newsSlug)
      .where(or(eq(newsSlug.slug, base), like(newsSlug.slug, `${base}-%`)));
    const held = new Map(holders.map((row) => [row.slug, row.newsId]));
    const isFree = (slug: string) =>
      !reservedSlugs.has(slug) && (!held.has(slug) || held.get(slug) === article.id);
    let candidate = base;
    for (let n = 2; !isFree(candidate); n++) candidate = `${base}-${n}`;
    // Another save may take the same slug between the read and the write: then read again.
    if (await take(tx, candidate, article.id)) return candidate;
  }
  throw new Error(`no free slug for ${base}`);
}

/** Records `slug` as the article's; false when another article holds it. */
async function take(tx: Tx, slug: string, newsId: string) {
  const inserted = await tx
    .insert(newsSlug)
    .values({ slug, newsId })
    .onConflictDoNothing()
    .returning({ slug: newsSlug.slug });
  if (inserted.length) return true;
  const [holder] = await tx
    .select({ newsId: newsSlug.newsId })
    .from(newsSlug)
    .where(eq(newsSlug.slug, slug));
  return holder?.newsId === newsId;
}

async function keep(tx: Tx, slug: string, newsId: string) {
  await tx.insert(newsSlug).values({ slug, newsId }).onConflictDoNothing();
  return slug;
}

/**
 * A query condition for the article an address names: a UUID is an id (the spec's /news/{id});
 * anything else is a slug it has or had, read case-blind. Undefined when it can name none. The
 * caller redirects when the address is not the article's current slug.
 */
export function articleAtSql(address: string): SQL | undefined {
  const slug = address.toLowerCase();
  if (looksLikeId(slug)) return eq(news.id, slug);
  if (slug.length > 200) return undefined;
  return sql`${news.id} = (select ${newsSlug.newsId} from ${newsSlug} where ${newsSlug.slug} = ${slug})`;
}

/**
 * Articles still at their id (saved before slugs existed, or whose title gave nothing) get a
 * readable slug when their title allows one. Run by the leading process once it listens
 * (server/cluster/leader-jobs.ts): only rows still at their id are read, and once given, a slug
 * stays. Returns how many were given.
 */
export async function backfillArticleSlugs() {
  const rows = await getDb()
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(sql`${news.slug} = ${news.id}::text`);
  let given = 0;
  for (const row of rows) {
    if (!slugFromTitle(row.title)) continue;
    await getDb().transaction(async (tx) => {
      const slug = await claimSlug(tx, row);
      await tx
        .update(news)
        .set({ slug })
        .where(and(eq(news.id, row.id), eq(news.slug, row.id)));
    });
    given += 1;
  }
  if (given)
    logger.info(
      { event: "news.slugs-backfilled", given },
      "readable addresses given to existing articles",
    );
  return given;
}
