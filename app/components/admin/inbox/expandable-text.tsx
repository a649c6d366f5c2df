import { useId, useState } from "react";
import { messagePreview, PREVIEW_LENGTH } from "#app/lib/message-preview.ts";

/** A message's start in the list (its first ~120 characters, line breaks collapsed, issue 33)
 * with a toggle to read it all, as written; nothing is cut away. On a phone's card, the start
 * and no toggle: the card is short, and its name opens the record, whole. */
export function ExpandableText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const preview = messagePreview(text);
  if (text.length <= PREVIEW_LENGTH && !text.includes("\n"))
    return <span className="max-md:line-clamp-2">{text}</span>;
  return (
    <div className="max-w-md">
      {open ? (
        <p id={id} className="whitespace-pre-wrap break-words">
          {text}
        </p>
      ) : (
        <p id={id} className="break-words max-md:line-clamp-2">
          {preview}
        </p>
      )}
      {preview === text ? null : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm font-semibold max-md:hidden text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {open ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}
