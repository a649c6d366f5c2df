import { useCallback, useEffect, useRef, useState } from "react";
import { readFormFields } from "./form-text-fields.ts";

// The Edit News form saves itself (ADR 0108): a pause in typing, or the tab being hidden or left,
// sends the form's text to POST /api/news/:id/autosave, which keeps it as a revision and leaves
// the article (and its public page) as it is. A failed autosave is tried again a while later.
// The one change the UI still sends to the REST API itself (ADR 0152): a save made as the tab
// closes must outlive the page (`keepalive`), which a fetcher's post cannot.

/** The pause in typing after which a change is autosaved. */
export const autosavePause = 3000;
const retryAfter = 10_000;

export type AutosaveState =
  | { phase: "idle" }
  | { phase: "saving" }
  | { phase: "saved"; at: string }
  | { phase: "failed" };

export function useAutosave(options: {
  form: React.RefObject<HTMLFormElement | null>;
  /** The article being edited; without one (Add News) nothing is sent. */
  articleId?: string;
  img?: string;
  /** Everything typed is now kept on the server: leaving loses nothing. */
  onKept?: () => void;
}) {
  const { form, articleId, img = "", onKept } = options;
  const [state, setState] = useState<AutosaveState>({ phase: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef(false);

  const save = useCallback(
    async (leaving = false) => {
      clearTimeout(timer.current);
      const element = form.current;
      if (!articleId || !element || !waiting.current) return;
      waiting.current = false;
      setState({ phase: "saving" });
      try {
        const response = await fetch(`/api/news/${articleId}/autosave`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...readFormFields(element), img }),
          // Still delivered when sent as the tab closes; only then, since a keepalive body is
          // limited to 64 kB and a long Bengali article is more.
          keepalive: leaving,
        });
        if (!response.ok) throw new Error(`autosave answered ${response.status}`);
        const { savedAt } = (await response.json()) as { savedAt: string };
        setState({ phase: "saved", at: savedAt });
        if (!waiting.current) onKept?.();
      } catch {
        waiting.current = true;
        setState({ phase: "failed" });
        timer.current = setTimeout(() => void save(), retryAfter);
      }
    },
    [form, articleId, img, onKept],
  );

  /** The form changed: saved after a pause in typing. */
  const changed = useCallback(() => {
    if (!articleId) return;
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), autosavePause);
  }, [articleId, save]);

  /** An explicit save has kept everything: nothing is left to autosave. */
  const settle = useCallback(() => {
    waiting.current = false;
    clearTimeout(timer.current);
    setState({ phase: "idle" });
  }, []);

  useEffect(() => {
    // Hidden (another tab, the phone's home screen) or being left: saved now, not after the pause.
    const now = () => {
      if (document.visibilityState === "hidden") void save(true);
    };
    const leaving = () => void save(true);
    document.addEventListener("visibilitychange", now);
    window.addEventListener("pagehide", leaving);
    return () => {
      document.removeEventListener("visibilitychange", now);
      window.removeEventListener("pagehide", leaving);
      clearTimeout(timer.current);
    };
  }, [save]);

  /** Sends what is waiting now (the editor is leaving through the site's own links). */
  const flush = useCallback(() => save(), [save]);

  return { state, changed, settle, flush };
}
