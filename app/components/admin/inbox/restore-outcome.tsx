import { useEffect } from "react";
import { useToast } from "#app/components/ui/toast.tsx";

// Restoring from the trash puts a record back where it was (archived or in the inbox, ADR 0110),
// so the owner is told which: a toast with the script, a message on the page the action renders
// before it has loaded.

type RestoreAnswer = { ok: boolean; intent?: string; restoredTo?: "inbox" | "archived" };

/** "Restored to Archived" / "Restored to the inbox", for an answer to the restore intent. */
export function restoredTitle(answer: RestoreAnswer | undefined) {
  if (!answer?.ok || answer.intent !== "restore" || !answer.restoredTo) return null;
  return answer.restoredTo === "archived" ? "Restored to Archived" : "Restored to the inbox";
}

/** Shows the toast once a fetcher's restore has been answered. */
export function useRestoredToast(answer: RestoreAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    const title = restoredTitle(answer);
    if (title) toast({ kind: "success", title, durationMs: 5000 });
  }, [answer, toast]);
}

/** Before the script has loaded: the restore's outcome on the page the action renders. */
export function RestoreOutcome({ answer }: { answer: RestoreAnswer | undefined }) {
  const title = restoredTitle(answer);
  if (!title) return null;
  return (
    <p role="status" className="rounded-xl bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900">
      {title}.
    </p>
  );
}
