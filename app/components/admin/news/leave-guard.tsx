import { useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";

// Leaving the news form with unsaved changes asks first (ADR 0101): a link inside the site is
// held by React Router's blocker (useBlocker) and confirmed in our dialog; closing the tab,
// reloading or typing another address gets the browser's own question (beforeunload).

/** What the question says leaving costs, and what is done before leaving (an autosave). */
type LeaveWords = { message: string; confirmLabel: string; beforeLeave?: () => Promise<void> };

export function useLeaveGuard(words: LeaveWords) {
  const [dirty, setDirty] = useState(false);
  // Also kept in a ref, so a navigation right after a save (a new draft moving to its Edit
  // page) is not held by a blocker registered before the save's render.
  const dirtyNow = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const markDirty = useCallback(() => {
    dirtyNow.current = true;
    setDirty(true);
  }, []);
  const markClean = useCallback(() => {
    dirtyNow.current = false;
    setDirty(false);
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker?.state === "blocked"}
      title="Leave without saving?"
      message={words.message}
      confirmLabel={words.confirmLabel}
      cancelLabel="Stay on this page"
      onConfirm={async () => {
        await words.beforeLeave?.();
        blocker?.proceed?.();
      }}
      onCancel={() => blocker?.reset?.()}
    />
  );
  return { dirty, markDirty, markClean, dialog };
}
