import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "../ui/toast.tsx";
import { acceptedImages } from "../ui/use-image-preview.ts";

/** What the video list's action answers to a thumbnail change. */
export type ThumbnailAnswer =
  | { thumbnail: "saved"; preview: string | null }
  | { thumbnail: "removed" }
  | { thumbnailError: string };

/**
 * A video's thumbnail in the admin's video list (ADR 0090): the one visitors see, a button to
 * upload the admin's own (sent as soon as it is chosen) and, when there is one, a button to go
 * back to the provider's. Self-contained: it posts to the list route's action with an `intent`.
 */
export function VideoThumbnailControls({
  action,
  recordId,
  videoLabel,
  preview,
  uploaded,
}: {
  /** The video list's address, when the controls show on another screen (Add Video's prompt). */
  action?: string;
  recordId: string;
  /** Names the video in the buttons' accessible names. */
  videoLabel: string;
  /** The small image visitors see now; null when they see the poster. */
  preview: string | null;
  uploaded: boolean;
}) {
  const fetcher = useFetcher<ThumbnailAnswer>();
  const toast = useToast();
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";
  // Where no loader shows the new picture (Add Video's prompt), the answer does.
  const savedNow = fetcher.data && "preview" in fetcher.data ? fetcher.data : null;
  const shown = savedNow?.preview ?? preview;
  const hasOwn = uploaded || Boolean(savedNow);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if ("thumbnailError" in answer) {
      toast({ kind: "error", title: "Oops...", message: answer.thumbnailError, durationMs: 4000 });
    } else {
      toast({
        kind: "success",
        title: answer.thumbnail === "saved" ? "Thumbnail saved" : "Thumbnail removed",
      });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const button =
    "inline-flex cursor-pointer items-center whitespace-nowrap rounded-full border border-ink/15 px-3 py-1.5 text-xs font-semibold max-md:min-h-11 max-md:px-4 hover:bg-mist focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
  return (
    <div className="flex items-center gap-3" aria-busy={busy || undefined}>
      {shown ? (
        <img
          src={shown}
          alt=""
          width={96}
          height={54}
          className="aspect-video w-24 shrink-0 rounded-lg border border-ink/10 object-cover"
        />
      ) : (
        <span className="flex aspect-video w-24 shrink-0 items-center justify-center rounded-lg bg-ink text-[0.625rem] font-semibold uppercase tracking-wider text-white/60">
          Poster
        </span>
      )}
      <fetcher.Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-wrap gap-2"
      >
        <input type="hidden" name="id" value={recordId} />
        <label className={button}>
          {busy ? "Saving…" : hasOwn ? "Change thumbnail" : "Upload thumbnail"}
          <span className="sr-only"> for {videoLabel}</span>
          <input
            type="file"
            name="thumbnail"
            accept={acceptedImages}
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const form = event.currentTarget.form;
              if (event.currentTarget.files?.length && form) {
                fetcher.submit(new FormData(form), {
                  method: "post",
                  action,
                  encType: "multipart/form-data",
                });
              }
            }}
          />
        </label>
        {hasOwn ? (
          <button
            type="submit"
            name="intent"
            value="remove-thumbnail"
            disabled={busy}
            aria-label={`Use the provider's thumbnail for ${videoLabel}`}
            className={button}
          >
            Use provider's
          </button>
        ) : null}
      </fetcher.Form>
    </div>
  );
}
