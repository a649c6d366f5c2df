import { formatAdminClock } from "#app/lib/admin-dates.ts";
import type { AutosaveState } from "./use-autosave.ts";

// The autosave's quiet word beside the buttons (ADR 0108), announced politely; and, for a
// published article with changes not yet saved, that the public page does not show them yet.

const words = (state: AutosaveState) => {
  switch (state.phase) {
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved ${formatAdminClock(state.at)}`;
    case "failed":
      return "Couldn't save — retrying";
    default:
      return "";
  }
};

export function AutosaveStatus({
  state,
  unpublished,
}: {
  state: AutosaveState;
  /** A published article with changes only its editor sees so far. */
  unpublished: boolean;
}) {
  return (
    <p className="flex min-h-11 flex-wrap items-center gap-x-3 text-sm text-ink/70">
      <span role="status" aria-live="polite" data-testid="autosave-status">
        {words(state)}
      </span>
      {unpublished ? (
        <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
          Unpublished changes
        </span>
      ) : null}
    </p>
  );
}
