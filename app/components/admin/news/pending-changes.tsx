import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { formatAdminDateTime } from "#app/lib/admin-dates.ts";

// Said at the top of Edit News when the form starts from autosaved text (ADR 0108): a published
// article's public page does not show it until the editor saves. "Discard them" posts to the
// page's action through a fetcher.

export function PendingChanges({
  at,
  published,
  scheduled,
  onDiscarded,
}: {
  at: string;
  published: boolean;
  /** Published for a time to come: readers see nothing of it yet. */
  scheduled: boolean;
  /** The autosave was dropped: the form starts again from the saved article. */
  onDiscarded: () => void;
}) {
  const when = formatAdminDateTime(at);
  const fetcher = useFetcher<{ ok: boolean }>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer?.ok || handled.current === answer) return;
    handled.current = answer;
    onDiscarded();
  }, [answer, onDiscarded]);
  const failed = answer !== undefined && !answer.ok;
  return (
    <FormMessage
      tone="info"
      title={published ? "Unpublished changes" : "Unsaved changes"}
      className="mt-6 max-w-3xl"
    >
      <p>
        The form holds your changes autosaved{" "}
        <time dateTime={at} title={when.title}>
          {when.text}
        </time>
        .{" "}
        {scheduled
          ? "The scheduled article goes live as last saved: save changes to include them."
          : published
            ? "Readers still see the published article: save changes to publish them."
            : "Save to keep them in the draft."}
      </p>
      <button
        type="button"
        disabled={fetcher.state !== "idle"}
        onClick={() =>
          void fetcher.submit(
            { intent: "discard-autosave" },
            { method: "post", encType: "multipart/form-data" },
          )
        }
        className="mt-3 min-h-11 rounded-full border border-current/25 px-4 font-semibold hover:underline"
      >
        Discard them
      </button>
      {failed ? (
        <p className="mt-2 font-semibold">They could not be discarded. Try again.</p>
      ) : null}
    </FormMessage>
  );
}
