import { useCallback, useEffect, useRef, useState } from "react";
import { formatAdminClock } from "#app/lib/admin-dates.ts";
import { articleTextFields, readFormFields } from "./form-text-fields.ts";
import type { NewsFormValues } from "./news-form.tsx";

// Add News has no article on the server to autosave into yet, so the form's text is kept in this
// browser (localStorage) a moment after each change, and offered back on the next visit
// (ADR 0108). An explicit save, or discarding, removes it.

const storageKey = "news-editor:add-news";
const pause = 1000;

type Copy = { savedAt: string; values: NewsFormValues };

function read(): Copy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Copy | null;
    return copy?.values && articleTextFields.some((name) => copy.values[name]?.trim())
      ? copy
      : null;
  } catch {
    return null;
  }
}

export function useLocalCopy() {
  const [offer, setOffer] = useState<Copy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setOffer(read());
    return () => clearTimeout(timer.current);
  }, []);

  const keep = useCallback((form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const values: NewsFormValues = { ...readFormFields(form), status: "", img: "" };
      try {
        localStorage.setItem(
          storageKey,
          JSON.stringify({ savedAt: new Date().toISOString(), values }),
        );
      } catch {
        // Storage full or refused (private mode): the leave guard still asks before losing text.
      }
    }, pause);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setOffer(null);
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing was kept.
    }
  }, []);

  return { offer, keep, clear, dismiss: () => setOffer(null) };
}

export function RecoverOffer({
  copy,
  onRecover,
  onDiscard,
}: {
  copy: Copy;
  onRecover: () => void;
  onDiscard: () => void;
}) {
  const button =
    "min-h-11 rounded-full border border-current/25 px-4 font-semibold hover:underline";
  return (
    <div role="status" className="mt-6 max-w-3xl rounded-xl bg-mist px-4 py-3 text-sm text-ink">
      <p className="font-semibold">
        Recover unsaved article from {formatAdminClock(copy.savedAt)}?
      </p>
      <p className="mt-1 text-ink/70">
        “{copy.values.title || "Untitled"}” was typed here and not saved. The image is not kept:
        choose it again.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={`${button} bg-ink text-white`} onClick={onRecover}>
          Recover
        </button>
        <button type="button" className={button} onClick={onDiscard}>
          Discard
        </button>
      </p>
    </div>
  );
}
