import { useEffect, useId, useRef, useState } from "react";
import { controlClass } from "#app/components/forms/field.tsx";
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

/** What a PromptDialog asks: one line of text. */
export type PromptQuestion = {
  title: string;
  label: string;
  hint?: string;
  /** What the field holds as it opens. */
  value: string;
  type?: "text" | "url";
  /** What is wrong with an answer, said under the field, the dialog kept open; nothing if fine. */
  check?: (text: string) => string | undefined;
};

/**
 * Asks for one line of text (a picture's description, a link's address) with Save and Cancel, in
 * place of the browser's prompt. No <form>: it may sit inside another form (the article's), and
 * forms do not nest; Enter saves. Its typing stops here, so the form around it does not take it
 * for an edit of its own. Escape, Cancel and Save all close it, and onClose follows each at once.
 */
export function PromptDialog({
  open,
  title,
  label,
  hint,
  value,
  type = "text",
  check,
  onSave,
  onClose,
}: PromptQuestion & {
  open: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  // Filled in each time it opens, and selected, so typing replaces it.
  useEffect(() => {
    if (!open || !input.current) return;
    input.current.value = value;
    input.current.select();
    setError(undefined);
  }, [open, value]);
  // Closed here, and onClose told at once rather than at the close event a moment later: the
  // browser has just given focus back to the opener, and the opener may need to settle it (the
  // writing surface puts its caret back before the browser's caret moves it).
  const close = () => {
    if (ref.current?.open) ref.current.close();
    onClose();
  };
  const save = () => {
    const text = input.current?.value ?? "";
    const wrong = check?.(text);
    if (wrong) {
      setError(wrong);
      input.current?.focus();
      return;
    }
    onSave(text);
    close();
  };
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={panel}
      onCancel={(event) => {
        // Escape: closed as Cancel is.
        event.preventDefault();
        close();
      }}
      onInput={stop}
      onChange={stop}
    >
      <div className="px-6 pb-6 pt-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <label htmlFor={inputId} className="mt-4 block text-sm font-semibold">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type={type}
          defaultValue={value}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${inputId}-hint` : "", error ? `${inputId}-error` : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
          onInput={() => setError(undefined)}
          onKeyDown={(event) => {
            // Enter in the article's form would submit the article.
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            save();
          }}
          className={controlClass}
        />
        {hint ? (
          <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-ink/60">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="mt-1.5 text-sm font-semibold text-red-700"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className={`${button} border border-ink/20 hover:bg-mist`}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={save}
            className={`${button} bg-ink text-white hover:bg-ink-soft`}
          >
            Save
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
