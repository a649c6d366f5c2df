import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import type { DeletionMessages, useConfirmedDelete } from "./use-confirmed-delete.ts";

// The three dialogs of deleting a row: ask first, then say it worked or that it failed, in each
// table's own words from the spec (section 8).

export function DeletionDialogs({
  deletion,
  messages,
}: {
  deletion: ReturnType<typeof useConfirmedDelete>;
  messages: DeletionMessages;
}) {
  return (
    <>
      <ConfirmDialog
        open={deletion.confirming !== null}
        title="Are you sure?"
        message={messages.confirm}
        busy={deletion.deleting !== null}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      <AlertDialog
        open={deletion.outcome === "deleted"}
        title={messages.deleted.title}
        message={messages.deleted.message}
        icon="success"
        autoCloseMs={messages.deleted.autoCloseMs}
        onClose={deletion.dismiss}
      />
      <AlertDialog
        open={deletion.outcome === "failed"}
        title={messages.failed.title}
        message={messages.failed.message}
        icon="error"
        onClose={deletion.dismiss}
      />
    </>
  );
}
