import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { UndoToast } from "#app/components/admin/undo-toast.tsx";
import type { DeletionMessages } from "#app/components/admin/use-confirmed-delete.ts";
import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { telHref } from "#app/lib/tel-href.ts";
import type { InboxProgress } from "#server/db/schema/inbox.ts";
import { mailtoHref } from "./inbox-cells.tsx";
import { useRestoredToast } from "./restore-outcome.tsx";

// What the owner does with one enquiry or booking on its page: reply (by mail, which marks it
// replied, or by phone), mark it replied or back to read, archive it or bring it back, move it to
// the trash or restore it from the trash. Marking it replied, archiving it and moving it to the
// trash say so in a toast with Undo (ADR 0114, issue 33); the ways back say so in a toast that
// goes by itself. Every change posts to the page's own action, so it also works before the
// script has loaded.

/** The changes whose toast offers Undo: what it says, and the intent that undoes it. */
const undoable = {
  replied: {
    undo: "read",
    title: "Marked as replied",
    message: "It is listed under Replied.",
  },
  archived: {
    undo: "inbox",
    title: "Archived",
    message: "It is out of the inbox, listed under Archived.",
  },
} as const;
type Undoable = keyof typeof undoable;

/** The ways back, said in a toast that goes by itself. */
const doneWords: Record<string, string> = {
  read: "Marked as not replied",
  inbox: "Moved back to the inbox",
};

const pill =
  "tap-target justify-center whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";
const primary = `${pill} bg-ink text-white hover:bg-ink-soft`;
const secondary = `${pill} border border-ink/20 hover:bg-mist`;
const danger = `${pill} bg-red-600 text-white hover:bg-red-700`;

export function RecordActions(props: {
  id: string;
  /** New, read or replied, whether archived or not. */
  progress: InboxProgress;
  archived: boolean;
  inTrash: boolean;
  email: string;
  replySubject: string;
  phone: string;
  /** Moving to the trash: its words (deletion-messages.ts). */
  messages: DeletionMessages;
}) {
  const fetcher = useFetcher<{
    ok: boolean;
    intent?: string;
    message?: string;
    restoredTo?: "inbox" | "archived";
  }>();
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<"deleted" | "failed" | Undoable | null>(null);
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  // After Undo the toast (which had focus) goes: focus returns to Delete, back with the record,
  // rather than falling to the page's body.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || !deleteButton.current) return;
    deleteButton.current.focus();
    setRefocus(false);
  });
  const post = (intent: string) => fetcher.submit({ intent, id: props.id }, { method: "post" });
  const answer = fetcher.data;
  useRestoredToast(answer);
  // Says how a change went once the server has answered: the spec's words for a deletion.
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) setShown("failed");
    else if (answer.intent === "trash") setShown("deleted");
    else if (answer.intent === "replied" || answer.intent === "archived") setShown(answer.intent);
    else if (answer.intent && doneWords[answer.intent]) {
      setShown(null);
      toast({ kind: "success", title: doneWords[answer.intent] ?? "", durationMs: 5000 });
    }
  }, [answer, toast]);
  const undo = shown === "replied" || shown === "archived" ? undoable[shown] : undefined;
  const button = (intent: string, label: string, className: string) => (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {label}
    </button>
  );

  return (
    <>
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={props.id} />
        {props.inTrash ? (
          button("restore", "Restore", primary)
        ) : (
          <>
            <a
              href={mailtoHref(props.email, props.replySubject)}
              onClick={() => {
                if (props.progress !== "replied") void post("replied");
              }}
              className={primary}
            >
              Reply by email
            </a>
            <a href={telHref(props.phone)} className={secondary}>
              Call
            </a>
            {props.progress === "replied"
              ? button("read", "Mark as not replied", secondary)
              : button("replied", "Mark as replied", secondary)}
            {props.archived
              ? button("inbox", "Move back to the inbox", secondary)
              : button("archived", "Archive", secondary)}
            <button
              ref={deleteButton}
              type="button"
              disabled={busy}
              onClick={() => setAsking(true)}
              className={danger}
            >
              Delete
            </button>
          </>
        )}
      </fetcher.Form>
      <ConfirmDialog
        open={asking}
        title={props.messages.confirmTitle ?? "Are you sure?"}
        message={props.messages.confirm}
        confirmLabel={props.messages.confirmLabel}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void post("trash");
        }}
      />
      <UndoToast
        id={shown === "deleted" ? props.id : null}
        intent="restore"
        title={props.messages.deleted.title}
        message={props.messages.deleted.message}
        onDismiss={() => setShown(null)}
        onUndone={() => {
          setShown(null);
          setRefocus(true);
        }}
      />
      <UndoToast
        id={undo ? props.id : null}
        intent={undo?.undo ?? ""}
        title={undo?.title ?? ""}
        message={undo?.message}
        onDismiss={() => setShown(null)}
        onUndone={() => setShown(null)}
      />
      <AlertDialog
        open={shown === "failed"}
        icon="error"
        title={props.messages.failed.title}
        message={answer?.message ?? props.messages.failed.message}
        onClose={() => setShown(null)}
      />
    </>
  );
}
