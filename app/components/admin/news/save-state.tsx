import { formatAdminClock } from "#app/lib/admin-dates.ts";
import type { AutosaveState } from "./use-autosave.ts";

// Edit News' one line about where the text stands (ADR 0108, issue 33): the article as saved,
// an autosave under way or failed, or text autosaved (kept on the server, off the article and
// its public page) with a Save button beside it. One line, so it never contradicts itself.

type Props = {
  state: AutosaveState;
  /** The form differs from the saved article (typed since, or opened from an autosave). */
  unsaved: boolean;
  /** The form started from an autosave (Edit News said so above it). */
  startedAutosaved: boolean;
  /** The article itself is being saved (Save changes). */
  saving: boolean;
};

function words({ state, unsaved, startedAutosaved, saving }: Props) {
  if (saving || state.phase === "saving") return "Saving…";
  if (state.phase === "failed") return "Couldn't autosave — retrying";
  if (!unsaved) return "Saved";
  return state.phase === "saved" || startedAutosaved
    ? "Autosaved, not yet saved to the article —"
    : "Not saved yet —";
}

export function SaveState(props: Props) {
  const offerSave = props.unsaved && !props.saving && props.state.phase !== "saving";
  const at = props.state.phase === "saved" ? formatAdminClock(props.state.at) : undefined;
  return (
    <p className="flex min-h-11 flex-wrap items-center gap-x-2 text-sm text-ink/70">
      <span
        role="status"
        aria-live="polite"
        data-testid="save-state"
        title={at && `Autosaved at ${at}`}
      >
        {words(props)}
      </span>
      {offerSave ? (
        <button
          type="submit"
          name="intent"
          value="publish"
          className="min-h-11 font-semibold text-orange-700 underline hover:text-orange-800"
        >
          Save
        </button>
      ) : null}
    </p>
  );
}
