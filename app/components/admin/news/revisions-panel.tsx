import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { formatAdminDateTime, formatAdminDay } from "#app/lib/admin-dates.ts";
import type { GoneImages, RevisionFields, RevisionSummary } from "#app/lib/news-revision.ts";
import type { ArticleSection } from "#app/lib/news-view.ts";

// The Edit page's history (ADR 0107): every save and autosave, newest first, with when and who.
// One opens read-only, rendered by the server as the article page renders it; "Restore" puts its
// fields into the form as unsaved changes, so nothing is overwritten until the editor saves; over
// changes the form holds that are not saved to the article, it asks first (issue 33).

type Opened = {
  summary: RevisionSummary;
  fields: RevisionFields;
  sections: ArticleSection[];
} & GoneImages;

type Restore = (restored: Omit<Opened, "sections">) => void;

const kindLabel = { save: "Saved", autosave: "Autosaved" } as const;

/** Where the article stood in a revision: "Published · Fri 27 Nov, 18:00", "Draft, no date yet". */
export function revisionStanding({ state, date, time }: RevisionSummary) {
  const moment = date && time ? formatAdminDay(date, time).text : "";
  if (state === "scheduled") return `Scheduled for ${moment}`;
  const word = state === "published" ? "Published" : "Draft";
  return moment ? `${word} · ${moment}` : `${word}, no date yet`;
}
const button =
  "min-h-11 rounded-full border border-ink/15 px-4 text-sm font-semibold hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function RevisionsPanel({
  articleId,
  revisions,
  unsaved,
  onRestore,
}: {
  articleId: string;
  revisions: RevisionSummary[];
  /** The form holds changes the article has not saved: restoring over them asks first. */
  unsaved: boolean;
  onRestore: Restore;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failed, setFailed] = useState(false);

  async function open(summary: RevisionSummary) {
    setFailed(false);
    try {
      const response = await fetch(`/api/news/${articleId}/revisions/${summary.id}`);
      if (!response.ok) throw new Error(`revision answered ${response.status}`);
      const { revision } = (await response.json()) as { revision: Omit<Opened, "summary"> };
      const { fields, sections, imageGone, inlineGone } = revision;
      setOpened({ summary, fields, sections, imageGone, inlineGone });
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby="revisions-heading" className="mt-12 max-w-3xl">
      <h2 id="revisions-heading" className="text-xl font-bold">
        Revisions
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        Every save is kept (the newest 50). Open one to read it; restoring puts it in the form, to
        save when you are ready.
      </p>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          That revision could not be opened. Try again.
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <p className="mt-4 text-ink/60">No revisions yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white">
          {revisions.map((revision) => {
            const when = formatAdminDateTime(revision.savedAt);
            return (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <p className="min-w-0">
                  <span className="font-semibold">{kindLabel[revision.kind]}</span>{" "}
                  <time dateTime={revision.savedAt} title={when.title}>
                    {when.text}
                  </time>{" "}
                  by {revision.savedBy}
                  <span className="block text-sm text-ink/70">{revisionStanding(revision)}</span>
                </p>
                <button
                  type="button"
                  className={button}
                  onClick={() => void open(revision)}
                  aria-label={`Open the revision ${kindLabel[revision.kind].toLowerCase()} ${when.text}`}
                >
                  Open
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <RevisionDialog
        opened={opened}
        unsaved={unsaved}
        onClose={() => setOpened(null)}
        onRestore={(restored) => {
          setOpened(null);
          onRestore(restored);
        }}
      />
    </section>
  );
}

function RevisionDialog({
  opened,
  unsaved,
  onClose,
  onRestore,
}: {
  opened: Opened | null;
  unsaved: boolean;
  onClose: () => void;
  onRestore: Restore;
}) {
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (opened && dialog && !dialog.open) dialog.showModal();
    if (!opened && dialog?.open) dialog.close();
  }, [opened]);
  const when = opened ? formatAdminDateTime(opened.summary.savedAt).text : "";
  const restore = ({ summary, fields, imageGone, inlineGone }: Opened) =>
    onRestore({ summary, fields, imageGone, inlineGone });
  return (
    <>
      <dialog
        ref={ref}
        aria-labelledby="revision-title"
        onClose={onClose}
        // As tall as the screen allows from the start: a picture in the revision that loads late
        // would otherwise grow the dialog and move its buttons under a finger or pointer.
        className="m-auto h-[90vh] w-[min(94vw,48rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        {opened ? (
          <div className="flex h-full flex-col">
            <div className="border-b border-ink/10 px-6 py-4">
              <p className="text-sm text-ink/60">
                {kindLabel[opened.summary.kind]} {when} by {opened.summary.savedBy} · read-only
              </p>
              <p className="text-sm font-semibold text-ink/80">
                {revisionStanding(opened.summary)}
              </p>
              <h2 id="revision-title" className="mt-1 text-2xl font-extrabold tracking-tight">
                {opened.fields.title || "Untitled"}
              </h2>
            </div>
            <div
              className="flex-1 space-y-5 overflow-y-auto px-6 py-5 text-lg leading-relaxed text-ink/85"
              data-testid="revision-body"
            >
              {opened.sections.length === 0 ? <p className="text-ink/60">No body text.</p> : null}
              {opened.sections.map((section) => (
                <div
                  key={section.field}
                  lang={section.lang}
                  className="article-prose"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer's output.
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              ))}
            </div>
            <div className="flex flex-wrap justify-end gap-3 border-t border-ink/10 px-6 py-4">
              <button type="button" className={button} onClick={onClose}>
                Close
              </button>
              <button
                type="button"
                className={`${button} border-transparent bg-ink text-white hover:bg-ink-soft`}
                onClick={() => (unsaved ? setConfirming(true) : restore(opened))}
              >
                Restore this revision
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
      {/* Beside the viewer, not in it (a dialog's close event reaches its React ancestors), and
          shown over it; Cancel leaves the viewer open. */}
      <ConfirmDialog
        open={confirming && opened !== null}
        title="Replace your unsaved changes?"
        message={`The form has changes that are not saved to the article. Restoring puts the revision ${kindLabel[opened?.summary.kind ?? "save"].toLowerCase()} ${when} by ${opened?.summary.savedBy ?? ""} in their place, and those changes are lost.`}
        confirmLabel="Replace with this revision"
        cancelLabel="Keep my changes"
        onConfirm={() => {
          setConfirming(false);
          if (opened) restore(opened);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
