import { CheckboxField } from "#app/components/forms/field.tsx";

// "Email to subscribers" beside Save (issue 34, ADR 0164): ticked, the save emails the article to
// the newsletter's readers when it is public (a scheduled one at its time). An article is emailed
// at most once, so once it has been (or is set to be) the box is shown ticked and disabled, with
// when it went or that it goes at publication.

export function EmailSubscribersBox({ note }: { note?: string | null }) {
  if (note) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-ink/15 bg-mist px-4 py-3">
        <input
          id="send-to-subscribers"
          type="checkbox"
          checked
          disabled
          readOnly
          aria-describedby="send-to-subscribers-note"
          className="h-5 w-5 accent-brand"
        />
        <label htmlFor="send-to-subscribers" className="text-sm font-medium">
          Email to subscribers
        </label>
        <span id="send-to-subscribers-note" className="text-sm text-ink/70">
          {note}
        </span>
      </div>
    );
  }
  return <CheckboxField label="Email to subscribers" name="sendToSubscribers" />;
}
