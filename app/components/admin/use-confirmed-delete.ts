import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";

// The one way an admin table deletes a row (spec sections 4 and 8): ask first; call the REST
// API's DELETE; take the row out of the list only once the server has said yes. Then the page's
// data is loaded again (counts, pages), and after a failure once its message has been read: the
// row may be gone already, deleted by someone else.

export type DeletionMessages = {
  /** The text under 'Are you sure?'. */
  confirm: string;
  deleted: { title: string; message?: string; autoCloseMs: number };
  failed: { title: string; message: string };
};

export function useConfirmedDelete(endpoint: (id: string) => string) {
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<"deleted" | "failed" | null>(null);

  const confirm = useCallback(async () => {
    const id = confirming;
    if (!id) return;
    setDeleting(id);
    try {
      const response = await fetch(endpoint(id), { method: "DELETE" });
      if (!response.ok) throw new Error(`delete answered ${response.status}`);
      setRemoved((current) => new Set(current).add(id));
      setOutcome("deleted");
      void revalidate();
    } catch (error) {
      console.warn("delete failed", error);
      setOutcome("failed");
    } finally {
      setDeleting(null);
      setConfirming(null);
    }
  }, [confirming, endpoint, revalidate]);

  const dismiss = useCallback(() => {
    setOutcome((shown) => {
      if (shown === "failed") void revalidate();
      return null;
    });
  }, [revalidate]);

  return {
    removed,
    /** The row being deleted now, while the server answers. */
    deleting,
    confirming,
    outcome,
    ask: setConfirming,
    cancel: useCallback(() => setConfirming(null), []),
    confirm,
    dismiss,
  };
}
