import { useFetcher } from "react-router";
import { controlClass } from "#app/components/forms/field.tsx";

// The owner's private note on an enquiry or booking and the day to follow it up (the lists show
// both, and "Follow-up first" puts them first, soonest first). A form posting to the record
// page's own action, so it also works before the script has loaded; shared by both record pages.

export type RecordNoteValues = { id: string; note: string; followUp: string | null };

export function RecordNote({ id, note, followUp }: RecordNoteValues) {
  const fetcher = useFetcher<{ ok: boolean; message?: string; intent?: string }>();
  const answer = fetcher.data;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby="note-heading"
      className="grid gap-3 rounded-2xl bg-mist p-4 sm:grid-cols-[minmax(0,1fr)_12rem]"
    >
      <h2 id="note-heading" className="text-sm font-bold sm:col-span-2">
        Private note
      </h2>
      <input type="hidden" name="id" value={id} />
      <label className="grid text-sm font-semibold">
        Note (never shown to the sender)
        <textarea
          name="note"
          rows={3}
          defaultValue={note}
          maxLength={5000}
          className={controlClass}
        />
      </label>
      <label className="grid content-start text-sm font-semibold">
        Follow up on
        <input type="date" name="followUp" defaultValue={followUp ?? ""} className={controlClass} />
      </label>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value="note"
          disabled={fetcher.state !== "idle"}
          className="tap-target rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? "Saving…" : "Save note"}
        </button>
        <p role="status" className="text-sm text-ink/70">
          {answer?.intent === "note" ? "Saved." : answer && !answer.ok ? answer.message : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
