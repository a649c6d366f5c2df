import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import type { useDeleteRow } from "./use-delete-row.ts";

// The three dialogs of deleting an inbox row: ask first, then say it worked or that it failed.
// Each table passes the spec's own words (section 8).

type Texts = { confirm: string; deleted: string; failed: string };

export function DeletionDialogs({
  deletion,
  texts,
}: {
  deletion: ReturnType<typeof useDeleteRow>;
  texts: Texts;
}) {
  return (
    <>
      <ConfirmDialog
        open={deletion.confirming !== null}
        title="Are you sure?"
        message={texts.confirm}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      <AlertDialog
        open={deletion.outcome === "deleted"}
        title="Deleted!"
        message={texts.deleted}
        icon="success"
        autoCloseMs={2000}
        onClose={deletion.dismiss}
      />
      <AlertDialog
        open={deletion.outcome === "failed"}
        title="Error!"
        message={texts.failed}
        icon="error"
        onClose={deletion.dismiss}
      />
    </>
  );
}
