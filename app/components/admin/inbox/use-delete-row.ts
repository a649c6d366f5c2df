import { useCallback, useState } from "react";

// Delete with confirmation (spec section 4): ask, call the REST API, and only when the server
// reports success take the row out of the list. Failure leaves the row where it was.

export type DeleteOutcome = "deleted" | "failed" | null;

export function useDeleteRow(endpoint: (id: string) => string) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<DeleteOutcome>(null);

  const confirm = useCallback(async () => {
    const id = confirming;
    if (!id) return;
    setBusy(true);
    try {
      const response = await fetch(endpoint(id), { method: "DELETE" });
      if (!response.ok) throw new Error(`delete answered ${response.status}`);
      setRemoved((current) => new Set(current).add(id));
      setOutcome("deleted");
    } catch (error) {
      console.warn("delete failed", error);
      setOutcome("failed");
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }, [confirming, endpoint]);

  return {
    removed,
    busy,
    confirming,
    outcome,
    ask: setConfirming,
    cancel: useCallback(() => setConfirming(null), []),
    confirm,
    dismiss: useCallback(() => setOutcome(null), []),
  };
}
