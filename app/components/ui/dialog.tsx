import { useEffect, useId, useRef } from "react";
import { StatusIcon, type StatusKind } from "./status-icon.tsx";
import { ToastSlot } from "./toast.tsx";
import { ToastCard, useCloseAfter } from "./toast-list.tsx";

// Modal dialogs on the native <dialog> element: focus is trapped and restored, Escape closes, and
// the page behind is inert. showModal() focuses the first button (Cancel in a confirmation). These carry the spec's messages ('Message Sent!', 'Login Failed', ...).
// A message that closes by itself (the spec's success toasts) is not modal: it is announced,
// shown in the toasts' corner with their card (ui/toast-list.tsx), and leaves focus where it was
// (ADR 0113).

type BaseProps = {
  open: boolean;
  title: string;
  message?: React.ReactNode;
  icon?: StatusKind;
};

export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

const panel =
  "m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-[dialog-in_160ms_ease-out]";
const button =
  "min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export type AlertDialogProps = BaseProps & { autoCloseMs?: number; onClose: () => void };

/** A message with one OK button; when autoCloseMs is given, a toast that closes itself. */
export function AlertDialog(props: AlertDialogProps) {
  return props.autoCloseMs ? (
    <Toast {...props} autoCloseMs={props.autoCloseMs} />
  ) : (
    <Alert {...props} />
  );
}

function Toast({
  open,
  title,
  message,
  icon,
  autoCloseMs,
  onClose,
}: BaseProps & { autoCloseMs: number; onClose: () => void }) {
  // The time runs from opening.
  useCloseAfter(autoCloseMs, onClose, open);
  const titleId = useId();
  // In the toasts' live region (always there), so screen readers announce it.
  if (!open) return null;
  return (
    <ToastSlot>
      <ToastCard
        kind={icon}
        title={title}
        message={message}
        titleId={titleId}
        onDismiss={onClose}
      />
    </ToastSlot>
  );
}

function Alert({ open, title, message, icon, onClose }: BaseProps & { onClose: () => void }) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={panel} onClose={onClose}>
      <div className="flex flex-col items-center px-6 pb-6 pt-8 text-center">
        {icon ? <StatusIcon kind={icon} /> : null}
        <h2 id={titleId} className="mt-4 text-xl font-bold">
          {title}
        </h2>
        {message ? <div className="mt-2 text-ink/70">{message}</div> : null}
        <button
          type="button"
          onClick={onClose}
          className={`${button} mt-6 bg-ink text-white hover:bg-ink-soft`}
        >
          OK
        </button>
      </div>
    </dialog>
  );
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  message,
  icon = "warning",
  confirmLabel = "Yes, delete it!",
  cancelLabel = "Cancel",
  busy = false,
  onConfirm,
  onCancel,
}: BaseProps & {
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={panel} onClose={onCancel}>
      <div className="flex flex-col items-center px-6 pb-6 pt-8 text-center">
        <StatusIcon kind={icon} />
        <h2 id={titleId} className="mt-4 text-xl font-bold">
          {title}
        </h2>
        {message ? <div className="mt-2 text-ink/70">{message}</div> : null}
        <div className="mt-6 flex gap-3">
          <button
            type="button"
            onClick={onCancel}
            className={`${button} border border-ink/20 hover:bg-mist`}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className={`${button} bg-red-600 text-white hover:bg-red-700 disabled:opacity-60`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The spec's one failure message for admin writes: "Oops..." / "Something went wrong!". */
export function FailureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AlertDialog
      open={open}
      icon="error"
      title="Oops..."
      message="Something went wrong!"
      onClose={onClose}
    />
  );
}
