import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "#app/components/ui/toast.tsx";
import { videoTitleSchema } from "#app/lib/video-schema.ts";

/** What the video list's action answers to a new title (routes/admin/videos.tsx). */
export type RenameAnswer = {
  rename?: { id: string; value: string; saved?: string; error?: string };
};

const input =
  "min-h-11 min-w-0 flex-1 rounded-full border border-ink/15 bg-white px-4 py-2 text-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-red-600";
const button =
  "min-h-11 shrink-0 rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";

/**
 * A video's title, edited where the list shows it: a small form posting to the list's action,
 * checked first with the same schema as the server. Without JavaScript the page's own answer
 * (`answer`) brings back the typed title and its message.
 */
export function VideoTitleForm({
  recordId,
  videoLabel,
  title,
  answer,
}: {
  recordId: string;
  videoLabel: string;
  title: string | null;
  answer?: RenameAnswer;
}) {
  const fetcher = useFetcher<RenameAnswer>();
  const toast = useToast();
  const id = useId();
  const handled = useRef<unknown>(null);
  const [checkError, setCheckError] = useState<string>();
  const page = answer?.rename?.id === recordId ? answer.rename : undefined;
  const answered = fetcher.data?.rename ?? page;
  const error = checkError ?? answered?.error;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const saved = fetcher.data?.rename?.saved;
    if (fetcher.state !== "idle" || !saved || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast({ kind: "success", title: "Title saved" });
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const values = Object.fromEntries(new FormData(event.currentTarget));
        // The schema itself rather than field-errors' validate: pulling that shared helper into
        // this admin page split the sign-in pages' shared chunk in two (+105 bytes on /login).
        const checked = videoTitleSchema.safeParse(values);
        setCheckError(checked.success ? undefined : checked.error.issues[0]?.message);
        if (!checked.success) event.preventDefault();
      }}
      className="grid gap-1"
    >
      <input type="hidden" name="id" value={recordId} />
      <input type="hidden" name="intent" value="rename" />
      <label htmlFor={`${id}-title`} className="sr-only">
        Title of {videoLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-title`}
          name="title"
          defaultValue={page?.error ? page.value : (title ?? "")}
          placeholder="Add a title"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => setCheckError(undefined)}
          className={input}
        />
        <button type="submit" disabled={busy} className={button}>
          {busy ? "Saving…" : "Save"}
          <span className="sr-only"> the title of {videoLabel}</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="px-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
