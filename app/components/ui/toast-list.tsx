import { useEffect, useId, useRef } from "react";
import { StatusIcon, type StatusKind } from "./status-icon.tsx";

export type Toast = {
  id: number;
  kind: StatusKind;
  title: string;
  message?: string;
  durationMs: number;
};

// The toasts' card, apart from the provider (toast.tsx) so its code and icons load with the first
// toast rather than with every page.

/** One toast; with onDismiss, a close button the owner can reach with a thumb. */
export function ToastCard({
  kind,
  title,
  message,
  titleId,
  onDismiss,
}: {
  kind?: StatusKind;
  title: string;
  message?: React.ReactNode;
  titleId?: string;
  onDismiss?: () => void;
}) {
  const card =
    "pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-ink/10 bg-white p-4 shadow-lg";
  const content = (
    <>
      {kind ? <StatusIcon kind={kind} size="sm" /> : null}
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        {message ? <div className="text-sm text-ink/70">{message}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-my-3 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl leading-none text-ink/60 hover:bg-mist hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          ×
        </button>
      ) : null}
    </>
  );
  // An error interrupts (alert); anything else waits its turn (status). Written out apart so the
  // linter can check each role's attributes.
  return kind === "error" ? (
    <div role="alert" aria-labelledby={titleId} className={card}>
      {content}
    </div>
  ) : (
    <div role="status" aria-labelledby={titleId} className={card}>
      {content}
    </div>
  );
}

/**
 * Calls onClose once a card has been on screen (open) for `ms`: the toasts here and the
 * self-closing AlertDialog (dialog.tsx). Callers may pass a new onClose on every render (an
 * inline arrow), so it is read through a ref: as a dependency, each re-render (a revalidation)
 * restarted the timer, and the card could stay up for good.
 */
export function useCloseAfter(ms: number, onClose: () => void, open = true) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => close.current(), ms);
    return () => clearTimeout(timer);
  }, [open, ms]);
}

/** A toast that asks to be taken away once it has been on screen for its time. */
function TimedToast({ toast, onExpire }: { toast: Toast; onExpire: (id: number) => void }) {
  useCloseAfter(toast.durationMs, () => onExpire(toast.id));
  // Named by its title, like the Undo toast, so a screen reader's list of regions says what it is.
  const titleId = useId();
  return (
    <ToastCard kind={toast.kind} title={toast.title} titleId={titleId} message={toast.message} />
  );
}

/** The toasts on show (toast.tsx), newest last. */
export default function ToastList({
  toasts,
  onExpire,
}: {
  toasts: Toast[];
  onExpire: (id: number) => void;
}) {
  return toasts.map((toast) => <TimedToast key={toast.id} toast={toast} onExpire={onExpire} />);
}
