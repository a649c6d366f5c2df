import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { UndoToast } from "./undo-toast.tsx";
import type { DeletionMessages, useConfirmedDelete } from "./use-confirmed-delete.ts";

// The three dialogs of deleting a row: ask first, then say it worked (with Undo, for a move to
// the trash) or that it failed, in each table's own words (the spec's, section 8, where true).

export function DeletionDialogs({
  deletion,
  messages,
}: {
  deletion: ReturnType<typeof useConfirmedDelete>;
  messages: DeletionMessages;
}) {
  const deleted = deletion.outcome === "deleted";
  return (
    <>
      <ConfirmDialog
        open={deletion.confirming !== null}
        title={
          (deletion.confirming && messages.confirmTitleOf?.(deletion.confirming)) ||
          (messages.confirmTitle ?? "Are you sure?")
        }
        message={messages.confirm}
        confirmLabel={messages.confirmLabel}
        busy={deletion.deleting !== null}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      {messages.undoIntent ? (
        <UndoToast
          id={deleted ? deletion.answered : null}
          intent={messages.undoIntent}
          title={messages.deleted.title}
          message={messages.deleted.message}
          onDismiss={deletion.dismiss}
          onUndone={deletion.undone}
        />
      ) : (
        <AlertDialog
          open={deleted}
          title={messages.deleted.title}
          message={messages.deleted.message}
          icon="success"
          autoCloseMs={messages.deleted.autoCloseMs}
          onClose={deletion.dismiss}
        />
      )}
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
