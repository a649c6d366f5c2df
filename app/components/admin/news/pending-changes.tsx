import { useState } from "react";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { formatAdminDateTime } from "#app/lib/admin-dates.ts";

// Said at the top of Edit News when the form starts from autosaved text (ADR 0108): a published
// article's public page does not show it until the editor saves.

export function PendingChanges({
  at,
  published,
  onDiscard,
}: {
  at: string;
  published: boolean;
  /** Answers whether the autosave was dropped. */
  onDiscard: () => Promise<boolean>;
}) {
  const when = formatAdminDateTime(at);
  const [failed, setFailed] = useState(false);
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
        {published
          ? "Readers still see the published article: save changes to publish them."
          : "Save to keep them in the draft."}
      </p>
      <button
        type="button"
        onClick={async () => setFailed(!(await onDiscard().catch(() => false)))}
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
