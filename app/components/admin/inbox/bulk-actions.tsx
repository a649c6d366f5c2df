import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";

// "Select several" on an inbox list (issue 33): the row checkboxes belong to this form (their
// form attribute), so it works before the script has loaded. Moving to the trash is confirmed
// first when the script runs; the answer (a route action's, shown by the list) offers Undo.

export const BULK_FORM = "inbox-bulk";

const button =
  "tap-target rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";

export function BulkActions({ what }: { what: string }) {
  const form = useRef<HTMLFormElement>(null);
  const trash = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Form
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
      </Form>
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
    </>
  );
}

/** What a bulk action did, with Undo for a move to the trash (a form, like the row's toast). */
type Answer = { ok: boolean; intent?: string; ids?: string[]; message?: string };

export function BulkOutcome({ answer }: { answer: Answer | undefined }) {
  // Only a bulk action's answer: the rows' own actions answer their fetchers.
  if (!answer || (answer.ok && !answer.intent?.startsWith("bulk-"))) return null;
  if (!answer.ok) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-2.5 text-sm text-red-700">
        {answer.message}
      </p>
    );
  }
  const count = answer.ids?.length ?? 0;
  const done =
    answer.intent === "bulk-trash"
      ? `Moved ${count} to the trash. You can restore them for 30 days.`
      : answer.intent === "bulk-restore"
        ? `Restored ${count}.`
        : `Archived ${count}.`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
    >
      <p>{done}</p>
      {answer.intent === "bulk-trash" && count > 0 ? (
        <Form method="post">
          {answer.ids?.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <button type="submit" name="intent" value="bulk-restore" className={button}>
            Undo
          </button>
        </Form>
      ) : null}
    </div>
  );
}
