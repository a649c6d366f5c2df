import { useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import {
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
} from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";

// Leaving the news form with unsaved changes asks first (ADR 0101): a link inside the site is
// held by React Router's blocker and confirmed in our dialog; closing the tab, reloading or
// typing another address gets the browser's own question (beforeunload).

/**
 * React Router's own blocker (router.getBlocker), registered as its useBlocker does. The hook
 * itself is not imported: every React Router export a page uses lands in the framework chunk
 * that every public page loads (useBlocker added 190 bytes gzip to each), while this stays in
 * the admin's chunk.
 */
function useRouterBlocker(shouldBlock: BlockerFunction) {
  const router = useContext(DataRouterContext)?.router;
  const blockers = useContext(DataRouterStateContext)?.blockers;
  const key = `leave-guard${useId()}`;
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return blockers?.get(key);
}

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
  const blocker = useRouterBlocker(shouldBlock);

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
