import { and, desc, eq, gt, notInArray } from "drizzle-orm";
import { currentScope } from "../audit/request-scope.ts";
import type { Database } from "../db/client.ts";
import { newsRevision, type RevisionFields } from "../db/schema/news-revisions.ts";

type Saved = Omit<RevisionFields, "slug"> & { id: string; slug: string };

// Writing an article's history (ADR 0107): each save keeps the editable fields with who saved and
// when, inside the save's own transaction, so a save and its revision land together or not at all.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How many revisions an article keeps: enough for a working week of saves (ADR 0107). */
export const revisionsKept = 50;

export type RevisionKind = "save" | "autosave";

/** The revision's fields from the saved row; the slug blank while it is the id, as the form has it. */
export function revisionFieldsOf(row: Saved): RevisionFields {
  const { title, slug, date, time, body1, body2, body3, conclusion, category, keywords } = row;
  return {
    title,
    slug: slug === row.id ? "" : slug,
    date,
    time,
    body1,
    body2,
    body3,
    conclusion,
    category,
    keywords,
    img: row.img,
    status: row.status,
    imageAlt: row.imageAlt,
    imageDecorative: row.imageDecorative,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
    imageFocusX: row.imageFocusX,
    imageFocusY: row.imageFocusY,
  };
}

/**
 * Keeps a revision of `fields` inside the save's transaction `tx`, then drops the article's
 * revisions beyond the newest `revisionsKept`. A person's autosave replaces their own earlier
 * autosave since the last explicit save: a pause in typing is not a step anyone goes back to, and
 * two editors autosaving in turn must not push every real save out of the history (an outside
 * review did that with 60 alternating autosaves). So between two saves there is at most one
 * autosave per person.
 */
export async function keepRevision(
  tx: Tx,
  newsId: string,
  kind: RevisionKind,
  fields: RevisionFields,
) {
  const actor = currentScope().actor;
  const savedBy = actor?.id ?? null;
  const savedByName = actor?.email ?? "";
  if (kind === "autosave" && savedBy) {
    const [lastSave] = await tx
      .select({ createdAt: newsRevision.createdAt })
      .from(newsRevision)
      .where(and(eq(newsRevision.newsId, newsId), eq(newsRevision.kind, "save")))
      .orderBy(desc(newsRevision.createdAt))
      .limit(1);
    const [row] = await tx
      .update(newsRevision)
      .set({ fields, createdAt: new Date() })
      .where(
        and(
          eq(newsRevision.newsId, newsId),
          eq(newsRevision.kind, "autosave"),
          eq(newsRevision.savedBy, savedBy),
          lastSave ? gt(newsRevision.createdAt, lastSave.createdAt) : undefined,
        ),
      )
      .returning({ createdAt: newsRevision.createdAt });
    if (row) return row.createdAt;
  }
  const [row] = await tx
    .insert(newsRevision)
    .values({ newsId, kind, fields, savedBy, savedByName })
    .returning({ createdAt: newsRevision.createdAt });
  const kept = tx
    .select({ id: newsRevision.id })
    .from(newsRevision)
    .where(eq(newsRevision.newsId, newsId))
    .orderBy(desc(newsRevision.createdAt), desc(newsRevision.id))
    .limit(revisionsKept);
  await tx
    .delete(newsRevision)
    .where(and(eq(newsRevision.newsId, newsId), notInArray(newsRevision.id, kept)));
  return row!.createdAt;
}
