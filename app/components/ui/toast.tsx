import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { StatusIcon, type StatusKind } from "./status-icon.tsx";

// Top-right toasts that outlive a navigation (the provider sits in the root layout): sign-up
// shows 'User created successfully. Please login' and then goes back one step in history.

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
      <div
        aria-live="polite"
        className="pointer-events-none fixed right-4 top-4 z-50 flex w-[min(92vw,22rem)] flex-col gap-3"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === "error" ? "alert" : "status"}
            className="pointer-events-auto flex items-start gap-3 rounded-xl border border-ink/10 bg-white p-4 shadow-lg"
          >
            <StatusIcon kind={toast.kind} size="sm" />
            <div>
              <p className="font-semibold">{toast.title}</p>
              {toast.message ? <p className="text-sm text-ink/70">{toast.message}</p> : null}
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
