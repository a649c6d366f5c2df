import { useId, useState } from "react";

const LONG = 140;

/** Long text shown clamped with a toggle to read it all; nothing is cut away. On a phone's card,
 * two lines and no toggle: the card is short, and its name opens the record, whole. */
export function ExpandableText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= LONG && !text.includes("\n"))
    return <span className="max-md:line-clamp-2">{text}</span>;
  return (
    <div className="max-w-md">
      <p
        id={id}
        className={`whitespace-pre-wrap break-words ${open ? "" : "line-clamp-3"} max-md:line-clamp-2`}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="mt-1 text-sm font-semibold max-md:hidden text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {open ? "Show less" : "Show more"}
      </button>
    </div>
  );
}
