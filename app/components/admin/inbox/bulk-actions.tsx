import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { UndoToast } from "#app/components/admin/undo-toast.tsx";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";

// "Select several" on an inbox list (issue 33): the row checkboxes belong to this form (their
// form attribute), so it works before the script has loaded. Moving to the trash is confirmed
// first when the script runs. With the script the form is a fetcher's and its answer a toast,
// where a phone shows it (not at the top of a list scrolled away from): "Archived 2." and a move
// to the trash offer Undo until used or dismissed. Before the script has loaded,
// the page the action renders says it (BulkOutcome).

export const BULK_FORM = "inbox-bulk";

const button =
  "tap-target rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";

type Answer = { ok: boolean; intent?: string; ids?: string[]; message?: string };

export function BulkActions({ what }: { what: string }) {
  const form = useRef<HTMLFormElement>(null);
  const trash = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  const toast = useToast();
  /** What the last bulk action moved, for its Undo: to the trash, or archived. */
  const [moved, setMoved] = useState<{ intent: string; ids: string[] } | null>(null);
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) {
      toast({ kind: "error", title: answer.message ?? "Nothing was changed.", durationMs: 6000 });
      return;
    }
    // Done: the ticks go with it (a reset clears the boxes that belong to the form).
    form.current?.reset();
    if (answer.intent && answer.intent in undoIntent && answer.ids?.length) {
      setMoved({ intent: answer.intent, ids: answer.ids });
    } else toast({ kind: "success", title: bulkDone(answer), durationMs: 5000 });
  }, [answer, toast]);
  return (
    <>
      <fetcher.Form
        method="post"
        id={BULK_FORM}
        ref={form}
        aria-label={`Selected ${what}`}
        className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-white py-3"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter === trash.current && !confirmed.current) {
            event.preventDefault();
            setAsking(true);
          }
          confirmed.current = false;
        }}
      >
        <button type="submit" name="intent" value="bulk-archive" disabled={busy} className={button}>
          Archive selected
        </button>
        <button
          ref={trash}
          type="submit"
          name="intent"
          value="bulk-trash"
          disabled={busy}
          className={button}
        >
          Move selected to trash
        </button>
      </fetcher.Form>
      <ConfirmDialog
        open={asking}
        title="Move to trash?"
        message="The selected ones go to the trash. You can restore them for 30 days."
        confirmLabel="Move to trash"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          confirmed.current = true;
          form.current?.requestSubmit(trash.current);
        }}
      />
      <UndoToast
        id={moved ? moved.ids.join(" ") : null}
        ids={moved?.ids}
        intent={moved ? (undoIntent[moved.intent] ?? "") : ""}
        title={
          moved?.intent === "bulk-archive"
            ? `Archived ${moved.ids.length}`
            : `Moved ${moved?.ids.length ?? 0} to the trash`
        }
        message={
          moved?.intent === "bulk-archive"
            ? "They are listed under Archived."
            : "You can restore them for 30 days."
        }
        onDismiss={() => setMoved(null)}
        onUndone={() => setMoved(null)}
      />
    </>
  );
}

/** The bulk actions Undo is offered for, and the intent that undoes each. */
const undoIntent: Record<string, string> = {
  "bulk-trash": "bulk-restore",
  "bulk-archive": "bulk-unarchive",
};

/** What a bulk action did, in words: "Archived 2.". */
function bulkDone(answer: Answer) {
  const count = answer.ids?.length ?? 0;
  return answer.intent === "bulk-trash"
    ? `Moved ${count} to the trash. You can restore them for 30 days.`
    : answer.intent === "bulk-restore"
      ? `Restored ${count}.`
      : answer.intent === "bulk-unarchive"
        ? `Moved ${count} back to the inbox.`
        : `Archived ${count}.`;
}

/** Before the script has loaded: what a bulk action did, on the page the action renders, with
 * Undo for a move to the trash (a form, like the row's toast). */
export function BulkOutcome({ answer }: { answer: Answer | undefined }) {
  // Only a bulk action's answer: the rows' own actions answer their fetchers.
  if (!answer || (answer.ok && !answer.intent?.startsWith("bulk-"))) return null;
  // A row's own action that failed (Restore, before the script) is said by the same alert.
  if (!answer.ok) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-2.5 text-sm text-red-700">
        {answer.message}
      </p>
    );
  }
  const count = answer.ids?.length ?? 0;
  const done = bulkDone(answer);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
    >
      <p>{done}</p>
      {answer.intent && undoIntent[answer.intent] && count > 0 ? (
        <Form method="post">
          {answer.ids?.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <button type="submit" name="intent" value={undoIntent[answer.intent]} className={button}>
            Undo
          </button>
        </Form>
      ) : null}
    </div>
  );
}
