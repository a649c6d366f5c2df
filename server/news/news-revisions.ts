import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { validate } from "#app/lib/field-errors.ts";
import {
  type GoneImages,
  inlineImagePattern,
  type RevisionFields,
  type RevisionSummary,
  revisionFormValues,
} from "#app/lib/news-revision.ts";
import { imageDetailFields, parseKeywords } from "#app/lib/news-schema.ts";
import { currentScope } from "../audit/request-scope.ts";
import { getDb } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { newsRevision } from "../db/schema/news-revisions.ts";
import { failure, type Result } from "../result.ts";
import { resolveImage } from "./news-image.ts";
import { articleNotFound, getNews, type NewsRow } from "./news-repository.ts";
import { publicationState } from "./publication.ts";
import { publishInstant } from "./publish-time.ts";
import { keepRevision, revisionFieldsOf } from "./revision-writer.ts";

// Reading an article's history (ADR 0107), and the editor's autosave, which keeps a revision and
// nothing else: the article, and so the public page, changes only on an explicit save (ADR 0108).

/**
 * An article's revisions, newest first, without their fields (the panel's list). Who saved is
 * named by the account's name: editors see the history, not the staff's email addresses.
 */
export async function listRevisions(newsId: string): Promise<RevisionSummary[]> {
  const rows = await getDb()
    .select({
      id: newsRevision.id,
      kind: newsRevision.kind,
      createdAt: newsRevision.createdAt,
      name: user.name,
      status: sql<string>`${newsRevision.fields}->>'status'`,
      date: sql<string>`${newsRevision.fields}->>'date'`,
      time: sql<string>`${newsRevision.fields}->>'time'`,
    })
    .from(newsRevision)
    .leftJoin(user, eq(user.id, newsRevision.savedBy))
    .where(eq(newsRevision.newsId, newsId))
    .orderBy(desc(newsRevision.createdAt), desc(newsRevision.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as RevisionSummary["kind"],
    savedAt: row.createdAt.toISOString(),
    savedBy: row.name?.trim() || "Someone",
    // Published for a moment still to come is scheduled, as the article list says (now, as read).
    state:
      row.status === "published" && row.date && row.time
        ? publicationState({ status: row.status, publishAt: publishInstant(row.date, row.time) })
        : "draft",
    date: row.date ?? "",
    time: row.time ?? "",
  }));
}

/** One revision of an article with its fields, or undefined. */
export async function getRevision(newsId: string, revisionId: string) {
  if (!z.uuid().safeParse(revisionId).success) return undefined;
  const [row] = await getDb()
    .select()
    .from(newsRevision)
    .where(and(eq(newsRevision.newsId, newsId), eq(newsRevision.id, revisionId)));
  return row;
}

/** One of the newsroom's uploads no longer stored (or not the newsroom's to use). */
const gone = async (address: string) => (address ? !(await resolveImage(address)).ok : false);

/**
 * The revision's pictures that can no longer be used: uploads the media library has deleted since
 * (ADR 0163 deletes only what articles show, not what revisions kept). Restoring then leaves them
 * out rather than point the article at a missing file (ADR 0107).
 */
export async function goneImagesOf(fields: RevisionFields): Promise<GoneImages> {
  const bodies = [fields.body1, fields.body2, fields.body3, fields.conclusion].join("\n");
  const inline = new Set([...bodies.matchAll(inlineImagePattern)].map((match) => match[1]!));
  const inlineGone: string[] = [];
  for (const address of inline) if (await gone(address)) inlineGone.push(address);
  return { imageGone: await gone(fields.img), inlineGone };
}

/**
 * `userId`'s own autosaved changes not saved since (ADR 0108): their newest autosave, when no
 * explicit save came after it. Another editor's unfinished text is theirs to save or drop, never
 * loaded into someone else's form as if it were theirs (an outside review found that).
 */
export async function pendingAutosave(newsId: string, userId: string, article?: NewsRow) {
  const [lastSave] = await getDb()
    .select({ createdAt: newsRevision.createdAt })
    .from(newsRevision)
    .where(and(eq(newsRevision.newsId, newsId), eq(newsRevision.kind, "save")))
    .orderBy(desc(newsRevision.createdAt))
    .limit(1);
  const [row] = await getDb()
    .select()
    .from(newsRevision)
    .where(
      and(
        eq(newsRevision.newsId, newsId),
        eq(newsRevision.kind, "autosave"),
        eq(newsRevision.savedBy, userId),
        lastSave ? gt(newsRevision.createdAt, lastSave.createdAt) : undefined,
      ),
    )
    .orderBy(desc(newsRevision.createdAt))
    .limit(1);
  return row && article && holdsWhatTheArticleHolds(row.fields, article) ? undefined : row;
}

/**
 * True when `fields` hold what the article holds, as its form shows them (line ends and outer
 * blanks aside). Such an autosave is no unsaved change: one that lands just after the save that
 * kept the same text must not be offered back as "Unpublished changes" (an editor's review).
 */
export function holdsWhatTheArticleHolds(fields: RevisionFields, article: NewsRow) {
  const mine = revisionFormValues(fields) as Record<string, unknown>;
  const saved = revisionFormValues(revisionFieldsOf(article)) as Record<string, unknown>;
  const plain = (value: unknown) =>
    String(value ?? "")
      .replace(/\r\n?/g, "\n")
      .trim();
  const keys = new Set([...Object.keys(mine), ...Object.keys(saved)]);
  return [...keys].every((key) => plain(mine[key]) === plain(saved[key]));
}

const text = (max: number) =>
  z.preprocess((value) => (value == null ? "" : value), z.string().max(max, "Too long to keep"));

/**
 * What an autosave keeps (and a preview shows): whatever the form holds, half-typed or not, so
 * long as it is text of a sane size. Checking it as an article is the explicit save's job.
 */
export const unsavedArticleSchema = z.object({
  title: text(400),
  slug: text(200),
  date: text(20),
  time: text(20),
  body1: text(40_000),
  body2: text(40_000),
  body3: text(40_000),
  conclusion: text(40_000),
  category: text(100),
  keywords: z.preprocess(parseKeywords, z.array(z.string().max(200)).max(60)),
  status: text(20),
  img: text(2000),
  // The image's details (ADR 0130), with the save's own limits: they are short and few.
  ...imageDetailFields,
});

/** Keeps the form's current fields as an autosave revision; the article is left as it is. */
export async function autosaveArticle(
  id: string,
  values: unknown,
): Promise<Result<{ savedAt: string }>> {
  const checked = validate(unsavedArticleSchema, values ?? {});
  if (!checked.success) {
    return failure("invalid", "The autosave could not be kept.", { errors: checked.errors });
  }
  const existing = await getNews(id);
  if (!existing) return failure("not-found", articleNotFound);
  // Nothing unsaved: an autosave sent as the save went out holds what the save kept, or the
  // editor typed their way back to it (an earlier autosave of theirs is then stale).
  if (holdsWhatTheArticleHolds(checked.data, existing)) {
    const actor = currentScope().actor;
    if (actor) await discardAutosave(id, actor.id);
    return { ok: true, savedAt: existing.updatedAt.toISOString() };
  }
  const savedAt = await getDb().transaction((tx) => keepRevision(tx, id, "autosave", checked.data));
  return { ok: true, savedAt: savedAt.toISOString() };
}

/** Drops `userId`'s pending autosave of the article (they chose the saved version instead). */
export async function discardAutosave(id: string, userId: string) {
  const pending = await pendingAutosave(id, userId);
  if (pending) await getDb().delete(newsRevision).where(eq(newsRevision.id, pending.id));
  return Boolean(pending);
}
