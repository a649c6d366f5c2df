import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";

/** Deletes the trash for good, after asking; recorded in the audit log by the server. */
export function EmptyTrashButton() {
  const fetcher = useFetcher();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 whitespace-nowrap rounded-full bg-red-600 px-5 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-50"
      >
        {busy ? "Emptying…" : "Empty trash"}
      </button>
      <ConfirmDialog
        open={asking}
        title="Are you sure?"
        message="Everything in the trash will be deleted for good. You won't be able to revert this!"
        confirmLabel="Yes, empty it!"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void fetcher.submit({ intent: "empty-trash" }, { method: "post" });
        }}
      />
    </>
  );
}
