import { FormMessage } from "#app/components/forms/form-message.tsx";
import { formatAdminDateTime, formatAdminDay } from "#app/lib/admin-dates.ts";
import type { RevisionFields, RevisionSummary } from "#app/lib/news-revision.ts";
import { paragraphDiff } from "./paragraph-diff.ts";

// Said at the top of Edit News after "Restore this revision" (issue 33): which revision the form
// now holds, that it is not saved yet, what it did not take back (the article's date and time; a
// picture deleted since), and what it changes against the saved article, field by field and
// paragraph by paragraph, in a native disclosure.

const compared = [
  ["title", "Title"],
  ["body1", "Body1"],
  ["body2", "Body2"],
  ["body3", "Body3"],
  ["conclusion", "Conclusion"],
  ["category", "Category"],
] as const;

const kindWord = { save: "saved", autosave: "autosaved" } as const;

export function RestoredRevision({
  summary,
  fields: restored,
  imageGone,
  inlineGone,
  current,
}: {
  summary: RevisionSummary;
  fields: RevisionFields;
  /** The revision's picture was deleted from the media library: the form kept the current one. */
  imageGone: boolean;
  /** Its inline pictures deleted since: the form's bodies leave them out. */
  inlineGone: string[];
  /** The article as saved now. */
  current: Record<(typeof compared)[number][0] | "date" | "time", string>;
}) {
  const when = formatAdminDateTime(summary.savedAt);
  const changed = compared.filter(([field]) => (restored[field] ?? "") !== (current[field] ?? ""));
  const moment = (date: string, time: string) =>
    date && time ? formatAdminDay(date, time).text : "none yet";
  const otherMoment = restored.date !== current.date || restored.time !== current.time;
  return (
    <FormMessage tone="info" title="Revision restored into the form" className="mt-6 max-w-3xl">
      <p>
        The form holds the revision {kindWord[summary.kind]}{" "}
        <time dateTime={summary.savedAt} title={when.title}>
          {when.text}
        </time>{" "}
        by {summary.savedBy}. It is not saved yet: Save changes to make it the article.
      </p>
      {otherMoment ? (
        <p className="mt-2">
          The article keeps its date and time ({moment(current.date, current.time)}); the revision
          had {moment(restored.date, restored.time)}.
        </p>
      ) : null}
      {imageGone ? (
        <p className="mt-2" data-testid="revision-image-gone">
          The revision's picture has since been deleted from the media library, so the article keeps
          its current picture.
        </p>
      ) : null}
      {inlineGone.length ? (
        <p className="mt-2" data-testid="revision-inline-gone">
          {inlineGone.length === 1
            ? "A picture in its text has since been deleted from the media library, so it is left out."
            : `${inlineGone.length} pictures in its text have since been deleted from the media library, so they are left out.`}
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer font-semibold underline">
          Compare with the current text
        </summary>
        {changed.length === 0 ? (
          <p className="mt-2">It is the same as the saved article.</p>
        ) : (
          <dl className="mt-2 grid gap-3" data-testid="revision-diff">
            {changed.map(([field, label]) => (
              <div key={field}>
                <dt className="font-semibold">{label}</dt>
                <dd className="mt-1 grid gap-1">
                  {paragraphDiff(current[field] ?? "", restored[field] ?? "")
                    .filter((part) => part.kind !== "same")
                    .map((part) =>
                      part.kind === "removed" ? (
                        <del
                          key={`${part.kind}:${part.text}`}
                          className="rounded bg-rose-100 px-2 py-1 text-rose-900"
                        >
                          <span className="sr-only">Current: </span>
                          {part.text}
                        </del>
                      ) : (
                        <ins
                          key={`${part.kind}:${part.text}`}
                          className="rounded bg-emerald-100 px-2 py-1 text-emerald-900 no-underline"
                        >
                          <span className="sr-only">Restored: </span>
                          {part.text}
                        </ins>
                      ),
                    )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </details>
    </FormMessage>
  );
}
