import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import type { Toast } from "./toast-list.tsx";

// Top-right toasts that outlive a navigation (the provider sits in the root layout): sign-up
// shows 'User created successfully. Please login' and then goes back one step in history.
// A self-closing AlertDialog (ui/dialog.tsx) draws the same card (toast-list.tsx) in the same
// corner, so every success message of the site looks and behaves alike: announced, never taking
// focus.

/**
 * Where toasts sit: the top-right corner (spec section 8), across the top on a phone, just below
 * the sticky site header (4.5rem), so they never cover its menu and account buttons nor the
 * bottom of a phone's screen, where the thumb and the inbox's bulk bar are.
 */
export const toastRegion =
  "pointer-events-none fixed inset-x-4 top-20 z-50 flex flex-col items-end gap-3 sm:left-auto sm:w-[22rem]";

const REGION_ID = "toasts";

const noSubscription = () => () => {};

/**
 * A toast shown by its own component (the Undo toast, a self-closing AlertDialog): placed in the
 * provider's region, so it stacks with the others rather than lying on top of them, and is
 * announced there; its own region where there is no provider, and in the server's HTML.
 */
export function ToastSlot({ children }: { children: ReactNode }) {
  const region = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(REGION_ID),
    () => null,
  );
  if (region) return createPortal(children, region);
  return (
    <div aria-live="polite" className={toastRegion}>
      {children}
    </div>
  );
}

type ShowToast = (toast: Omit<Toast, "id" | "durationMs"> & { durationMs?: number }) => void;

const ToastContext = createContext<ShowToast>(() => {});

// The toasts themselves (and their icons) load with the first one; the live region is always
// there, so screen readers announce what appears in it.
const ToastList = lazy(() => import("./toast-list.tsx"));

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>(({ durationMs = 1500, ...toast }) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id, durationMs }]);
  }, []);
  // Each toast's time runs from when it is on screen, not from when it was asked for: the list's
  // code loads with the first toast, and on a slow line that load could eat all of its 1.5 s.
  const expire = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div id={REGION_ID} aria-live="polite" className={toastRegion}>
        {toasts.length ? (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} onExpire={expire} />
          </Suspense>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
