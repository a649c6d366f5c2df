import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { StatusIcon, type StatusKind } from "./status-icon.tsx";

// Top-right toasts that outlive a navigation (the provider sits in the root layout): sign-up
// shows 'User created successfully. Please login' and then goes back one step in history.
// A self-closing AlertDialog (ui/dialog.tsx) draws the same card in the same corner, so every
// success message of the site looks and behaves alike: announced, never taking focus.

/** Where toasts sit: the top-right corner (spec section 8), across the top on a phone. */
export const toastRegion =
  "pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-end gap-3 sm:left-auto sm:w-[22rem]";

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

type Toast = { id: number; kind: StatusKind; title: string; message?: string };
type ShowToast = (toast: Omit<Toast, "id"> & { durationMs?: number }) => void;

const ToastContext = createContext<ShowToast>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>(({ durationMs = 1500, ...toast }) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }]);
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className={toastRegion}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} kind={toast.kind} title={toast.title} message={toast.message} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
