import { useCallback, useState } from "react";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";

type Outcome = "copied" | "failed" | null;

/** 'Copy Link' with the spec's dialogs: 'Link copied!' or 'Something went wrong. Please try again.' */
export function CopyLinkButton({ url }: { url: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const close = useCallback(() => setOutcome(null), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-2 rounded-full bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
        Copy Link
      </button>
      <AlertDialog
        open={outcome === "copied"}
        icon="success"
        title="Link copied!"
        message="Share the article on social media!"
        onClose={close}
      />
      <AlertDialog
        open={outcome === "failed"}
        icon="error"
        title="Oops..."
        message="Something went wrong. Please try again."
        onClose={close}
      />
    </>
  );
}
