import { useState } from "react";
import { useAsyncError } from "react-router";
import { AlertDialog } from "#app/components/ui/dialog.tsx";

/** Shown by <Await> when a list could not be loaded: an inline note, and a dialog if given. */
export function LoadFailed({
  note,
  dialog,
}: {
  note: string;
  dialog?: { title: string; message: string };
}) {
  const error = useAsyncError();
  const [open, setOpen] = useState(Boolean(dialog));
  console.warn("list failed to load", error);
  return (
    <>
      <p role="alert" className="mt-6 rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
        {note}
      </p>
      {dialog ? (
        <AlertDialog
          open={open}
          title={dialog.title}
          message={dialog.message}
          icon="error"
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
