import { useCallback, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";

// The one way an admin table deletes a row (spec sections 4 and 8): ask first; post the row's id
// and the table's delete intent to the page's own action through a fetcher; take the row out of
// the list only once the action has said yes. React Router then loads the page's data again
// (counts, pages); after a refusal (which it does not reload for), that happens once its message
// has been read: the row may be gone already, deleted by someone else.

export type DeletionMessages = {
  /** The confirmation's title: the spec's 'Are you sure?' unless given. */
  confirmTitle?: string;
  /** A title naming the row asked about (“Move “…” to trash?”), in place of confirmTitle. */
  confirmTitleOf?: (id: string) => string;
  /** The text under the title. */
  confirm: string;
  /** The confirming button: the spec's 'Yes, delete it!' unless given. */
  confirmLabel?: string;
  /** The success toast; it closes itself after autoCloseMs, or (with Undo) when dismissed. */
  deleted: { title: string; message?: string; autoCloseMs?: number };
  failed: { title: string; message: string };
  /** A move to the trash: the toast offers Undo, which posts this intent with the row's id. */
  undoIntent?: string;
};

/** What a page's action answers a delete: whether the row went. */
export type DeletionAnswer = { ok: boolean };

export function useConfirmedDelete(intent: string) {
  const fetcher = useFetcher<DeletionAnswer>();
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The row the last answer was about: the one Undo brings back.
  const [answered, setAnswered] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // The row Undo brought back, until the table has put focus on it.
  const [restored, setRestored] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<"deleted" | "failed" | null>(null);
  // The answer already shown (of an earlier delete): a new one is a different object.
  const [shownAnswer, setShownAnswer] = useState(fetcher.data);

  const confirm = useCallback(() => {
    if (!confirming) return;
    setDeleting(confirming);
    void fetcher.submit({ intent, id: confirming }, { method: "post" });
  }, [confirming, fetcher, intent]);

  // The action's answer, once: the row goes, and the spec's dialog says how it went.
  if (deleting && fetcher.state === "idle" && fetcher.data && fetcher.data !== shownAnswer) {
    setShownAnswer(fetcher.data);
    if (fetcher.data.ok) setRemoved(new Set(removed).add(deleting));
    setOutcome(fetcher.data.ok ? "deleted" : "failed");
    setAnswered(deleting);
    setDeleting(null);
    setConfirming(null);
  }

  return {
    removed,
    /** The row being deleted now, while the server answers. */
    deleting,
    confirming,
    outcome,
    answered,
    ask: setConfirming,
    cancel: useCallback(() => setConfirming(null), []),
    confirm,
    dismiss: useCallback(() => {
      if (outcome === "failed") void revalidate();
      setOutcome(null);
    }, [outcome, revalidate]),
    /** An undone deletion: the row is shown again (React Router reloads the list as well). */
    undone: useCallback((id: string) => {
      setRemoved((current) => new Set([...current].filter((removedId) => removedId !== id)));
      setOutcome(null);
      setRestored(id);
    }, []),
    restored,
    /** The restored row has focus (or is not coming back in this list). */
    settleRestored: useCallback(() => setRestored(null), []),
  };
}
