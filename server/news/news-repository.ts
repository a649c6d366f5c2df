import { and, arrayOverlaps, eq, getTableColumns, notInArray, type SQL, sql } from "drizzle-orm";
import { formatAdminMoment } from "#app/lib/admin-dates.ts";
import type { NewsInput } from "#app/lib/news-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { readThrough } from "../cache/read-cache.ts";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
import { markImageReplaced } from "../images/image-service.ts";
import { failure, type Result } from "../result.ts";
import { currentByline } from "./article-author.ts";
import type { ImageSizes } from "./article-markdown.ts";
import { articleAtSql, claimSlug } from "./article-slug.ts";
import { bodiesOf, bodyImageSizes } from "./body-image-sizes.ts";
import { decodeCursor, encodeCursor, isUuid } from "./news-cursor.ts";
import { imageDetailColumns, resolveImage } from "./news-image.ts";
import { isLiveSql, isPublicSql } from "./publication.ts";
import { publishInstant } from "./publish-time.ts";
import { keepRevision, revisionFieldsOf } from "./revision-writer.ts";

// The one place the news rules live: what is listed (publication.ts says what is public), in
// which order, and how pages are cut.
// Route loaders/actions and the REST API call these functions alike.

// Every column but the search text, which only the database reads (it repeats all the bodies).
const { searchText: _searchText, ...articleColumns } = getTableColumns(news);

export type NewsRow = Omit<typeof news.$inferSelect, "searchText">;

// What a card shows (server/news/news-view.ts cardView): lists of cards need none of the other
// bodies, which are most of an article's bytes.
const cardColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  date: news.date,
  time: news.time,
  body1: news.body1,
  category: news.category,
  img: news.img,
  image: news.image,
  imageAlt: news.imageAlt,
  imageDecorative: news.imageDecorative,
  imageCaption: news.imageCaption,
  imageFocusX: news.imageFocusX,
  imageFocusY: news.imageFocusY,
};
export type NewsCardRow = Pick<NewsRow, keyof typeof cardColumns>;
export type NewsPage = { items: NewsRow[]; nextCursor?: string };
/**
 * An article as its page shows it, with its body pictures' sizes (ADR 0167), or where it now
 * lives (its current slug).
 */
export type ArticleAt =
  | { row: NewsRow; related: NewsCardRow[]; sizes: ImageSizes }
  | { movedTo: string };

/** The spec's words for a missing article (section 8). */
export const articleNotFound = "News article not found!";

const newestFirst = [sql`${news.publishAt} desc nulls last`, sql`${news.id} desc nulls last`];
const afterCursor = (cursor: string | null | undefined) => {
  const decoded = decodeCursor(cursor);
  return decoded
    ? sql`(${news.publishAt}, ${news.id}) < (${decoded.publishAt.toISOString()}::timestamptz, ${decoded.id}::uuid)`
    : undefined;
};

/** One page, newest first, reading one row more than asked to know whether another page exists. */
async function page(where: SQL | undefined, cursor: string | null | undefined, limit: number) {
  const rows = await getDb()
    .select(articleColumns)
    .from(news)
    .where(and(where, afterCursor(cursor)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : undefined };
}

export function listPublicNews(options: {
  category?: string;
  cursor?: string | null;
  limit: number;
}) {
  const where = options.category
    ? and(isPublicSql(), eq(news.category, options.category))
    : isPublicSql();
  return page(where, options.cursor, options.limit);
}

/** The admin list: every article out of the trash, drafts and scheduled ones included. */
export function listAllNews(options: { cursor?: string | null; limit: number; where?: SQL }) {
  return page(and(isLiveSql(), options.where), options.cursor, options.limit);
}

/** Every search word must appear in the title or a body (ADR 0031). */
export function searchPublicNews(options: {
  query: string;
  cursor?: string | null;
  limit: number;
}) {
  const words = searchWords(options.query);
  if (words.length === 0) return Promise.resolve<NewsPage>({ items: [] });
  const matches = words.map((word) => sql`${news.searchText} like ${`%${escapeLike(word)}%`}`);
  return page(and(isPublicSql(), ...matches), options.cursor, options.limit);
}

export function searchWords(query: string) {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function getPublicNews(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb()
    .select(articleColumns)
    .from(news)
    .where(and(eq(news.id, id), isPublicSql()));
  return row;
}

/** Any article out of the trash, whatever its status: for editors. */
export async function getNews(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb()
    .select(articleColumns)
    .from(news)
    .where(and(eq(news.id, id), isLiveSql()));
  return row;
}

/**
 * Up to `limit` other published articles for the foot of an article: the newest of its category,
 * then articles of other categories sharing a keyword, then the newest of all. So an article ends
 * with related news whenever any other news exists. Each step is one indexed query, asked only
 * while places are left.
 */
export async function listRelatedNews(
  article: { id: string; category: string; keywords: string[] },
  limit = 3,
) {
  const found: NewsCardRow[] = [];
  const steps = [
    eq(news.category, article.category),
    article.keywords.length ? arrayOverlaps(news.keywords, article.keywords) : undefined,
    sql`true`,
  ];
  for (const step of steps) {
    if (!step || found.length >= limit) continue;
    const taken = [article.id, ...found.map((row) => row.id)];
    const rows = await getDb()
      .select(cardColumns)
      .from(news)
      .where(and(isPublicSql(), step, notInArray(news.id, taken)))
      .orderBy(...newestFirst)
      .limit(limit - found.length);
    found.push(...rows);
  }
  return found;
}

/**
 * The public article at an address (its slug, an old slug or its id) with its related cards, as
 * its page shows them; or where it now lives, when the address is not its slug (ADR 0105). Read
 * once between writes (server/cache/read-cache.ts), since signed-in readers' pages are rendered
 * per request.
 */
export function getPublicArticle(address: string) {
  return readThrough(`article:${address}`, async (): Promise<ArticleAt | undefined> => {
    const where = articleAtSql(address);
    const [row] = where
      ? await getDb().select(articleColumns).from(news).where(and(where, isPublicSql()))
      : [];
    if (!row) return undefined;
    if (row.slug !== address) return { movedTo: row.slug };
    const [related, sizes] = await Promise.all([
      listRelatedNews(row, 3),
      bodyImageSizes(bodiesOf(row)),
    ]);
    return { row, related, sizes };
  });
}

/** Any article out of the trash at an address, whatever its status: for editors. */
export async function getNewsAt(address: string) {
  const where = articleAtSql(address);
  if (!where) return undefined;
  const [row] = await getDb().select(articleColumns).from(news).where(and(where, isLiveSql()));
  return row;
}

function columnsOf(input: NewsInput, image: { img: string; image: StoredImage | null }) {
  return {
    title: input.title,
    date: input.date,
    time: input.time,
    body1: input.body1,
    body2: input.body2,
    body3: input.body3,
    conclusion: input.conclusion,
    category: input.category,
    keywords: input.keywords,
    img: image.img,
    image: image.image,
    ...imageDetailColumns(input),
    status: input.status,
    // A draft without its date yet sorts by when it was saved; publishing needs the date.
    publishAt: input.date && input.time ? publishInstant(input.date, input.time) : new Date(),
  };
}

/**
 * Saves a new article with its slug (the editor's, or its title's); refused when its image
 * address is one of ours that no longer exists.
 */
export async function createNews(input: NewsInput): Promise<Result<{ row: NewsRow }>> {
  const image = await resolveImage(input.img);
  if (!image.ok) return image;
  const now = new Date();
  const id = crypto.randomUUID();
  const byline = await currentByline();
  const row = await getDb().transaction(async (tx) => {
    // The slug's row refers to the article's, so the article is stored first, at its id.
    await tx.insert(news).values({
      ...columnsOf(input, image),
      id,
      slug: id,
      ...byline,
      createdAt: now,
      updatedAt: now,
    });
    const slug = await claimSlug(tx, { id, title: input.title }, input.slug);
    const [saved] = await tx
      .update(news)
      .set({ slug })
      .where(eq(news.id, id))
      .returning(articleColumns);
    await keepRevision(tx, id, "save", revisionFieldsOf(saved!));
    return saved;
  });
  // Category pages, related lists, feeds and the sitemap may all show it: the cache starts over.
  invalidatePublicPages();
  await recordAdminAction("created", "news", row!.id, { title: row!.title, slug: row!.slug });
  return { ok: true, row: row! };
}

/**
 * Saves every field. The slug changes only when one is sent ("" makes it from the title); the
 * old one keeps redirecting (ADR 0105). A replaced image's files are removed. With `openedAt`
 * (the article's updatedAt when the editor opened it), a save made elsewhere since is not
 * overwritten unseen (ADR 0108).
 */
export async function updateNews(
  id: string,
  input: NewsInput,
  openedAt?: string,
): Promise<Result<{ row: NewsRow }>> {
  const existing = await getNews(id);
  if (!existing) return failure("not-found", articleNotFound);
  if (openedAt && existing.updatedAt.getTime() > Date.parse(openedAt)) {
    return failure("conflict", changedElsewhere(existing.updatedAt));
  }
  const image = await resolveImage(input.img);
  if (!image.ok) return image;
  const row = await getDb().transaction(async (tx) => {
    const slug =
      input.slug === undefined
        ? existing.slug
        : await claimSlug(tx, { id, title: input.title }, input.slug);
    const [saved] = await tx
      .update(news)
      .set({ ...columnsOf(input, image), slug, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning(articleColumns);
    await keepRevision(tx, id, "save", revisionFieldsOf(saved!));
    return saved;
  });
  invalidatePublicPages();
  // A moved article says so in the log: its old address now redirects.
  const moved = row!.slug === existing.slug ? {} : { slug: row!.slug, previousSlug: existing.slug };
  await recordAdminAction("updated", "news", id, { title: input.title, ...moved });
  if (existing.image && existing.image.key !== image.image?.key) {
    await markImageReplaced(existing.image.key);
  }
  return { ok: true, row: row! };
}

function changedElsewhere(at: Date) {
  return `This article was saved elsewhere (${formatAdminMoment(at.toISOString())}), after you opened it. Your text is still here: look at Revisions to compare, then save again to keep your version.`;
}

/**
 * Published articles for the sitemap, oldest first, so a sitemap file's share stays the same as
 * articles are added (new ones go to the last file).
 */
export function listSitemapEntries(options: { limit: number; offset: number }) {
  return getDb()
    .select({ slug: news.slug, updatedAt: news.updatedAt, publishAt: news.publishAt })
    .from(news)
    .where(isPublicSql())
    .orderBy(sql`${news.publishAt} asc nulls first`, sql`${news.id} asc nulls first`)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countPublicNews() {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(news)
    .where(isPublicSql());
  return Number(row?.n ?? 0);
}

/**
 * Whether a scheduled article became public after `since` and up to the database's now (returned
 * as the next `since`): pages must then show it (the leader's job, server/cluster/leader-jobs.ts).
 */
export async function scheduledNewsDue(since: Date | null) {
  const due = since
    ? sql`exists (select 1 from ${news} where ${news.status} = 'published'
        and ${news.publishAt} > ${since.toISOString()}::timestamptz and ${news.publishAt} <= now())`
    : sql`false`;
  const result = await getDb().execute<{ now: number; due: boolean }>(
    sql`select extract(epoch from now()) * 1000 as now, ${due} as due`,
  );
  const row = result.rows[0]!;
  return { now: new Date(Number(row.now)), due: Boolean(row.due) };
}
