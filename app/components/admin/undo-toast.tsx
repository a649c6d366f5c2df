import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ToastSlot } from "#app/components/ui/toast.tsx";
import { ToastCard } from "#app/components/ui/toast-list.tsx";

// The toast after a move to the trash (ADR 0114): says where it went and offers Undo, a form
// that posts the restore intent and the record's id to the page's own action, the same domain
// call as the trash's Restore button. It stays until used or dismissed, so a keyboard or
// screen-reader user has time to reach it, and it takes focus: the button that asked for the
// move has gone (with its row, or turned into Restore).

type UndoToastProps = {
  /** The record moved to the trash; null when there is nothing to undo. */
  id: string | null;
  /** Several records moved at once (a bulk action): posted as `ids` instead of `id`. */
  ids?: string[];
  intent: string;
  title: string;
  message?: string;
  onDismiss: () => void;
  /** Undo worked: the record is back. */
  onUndone: (id: string) => void;
};

export function UndoToast(props: UndoToastProps) {
  // In the toasts' live region (always there), so screen readers announce it.
  if (!props.id) return null;
  return (
    <ToastSlot>
      <UndoCard key={`${props.intent} ${props.id}`} {...props} id={props.id} />
    </ToastSlot>
  );
}

function UndoCard({
  id,
  ids,
  intent,
  title,
  message,
  onDismiss,
  onUndone,
}: UndoToastProps & { id: string }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const undo = useRef<HTMLButtonElement>(null);
  const undone = useRef(onUndone);
  undone.current = onUndone;
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  useEffect(() => undo.current?.focus({ preventScroll: true }), []);
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) undone.current(id);
    else setFailure(answer.message ?? "It could not be undone.");
  }, [answer, id]);
  const busy = fetcher.state !== "idle";
  return (
    <ToastCard
      kind={failure ? "error" : "success"}
      title={title}
      titleId={titleId}
      onDismiss={onDismiss}
      message={
        <>
          <p>{failure ?? message}</p>
          <fetcher.Form method="post" className="mt-2">
            {ids ? (
              ids.map((each) => <input key={each} type="hidden" name="ids" value={each} />)
            ) : (
              <input type="hidden" name="id" value={id} />
            )}
            <button
              ref={undo}
              type="submit"
              name="intent"
              value={intent}
              disabled={busy}
              className="min-h-11 rounded-full border border-ink/20 px-5 py-2 text-sm font-semibold text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {busy ? "Undoing…" : "Undo"}
            </button>
          </fetcher.Form>
        </>
      }
    />
  );
}
