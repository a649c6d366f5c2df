import { langOf } from "#app/lib/news-format.ts";

/**
 * The hero image's caption and credit as one line, "Caption — Photo: Credit" (ADR 0130), or
 * nothing when neither was given. Both are the editor's plain text, rendered as text.
 */
export function ImageCaption({ caption, credit }: { caption: string; credit: string }) {
  if (!caption && !credit) return null;
  return (
    <figcaption className="mt-3 font-sans text-sm leading-relaxed text-ink/70">
      {caption ? <span lang={langOf(caption)}>{caption}</span> : null}
      {caption && credit ? " — " : null}
      {credit ? (
        <span lang="en-GB" className="text-ink/60">
          Photo: <span lang={langOf(credit)}>{credit}</span>
        </span>
      ) : null}
    </figcaption>
  );
}
