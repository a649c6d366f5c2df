import { useEffect, useState } from "react";

// How much of a body field's limit is used, shown once 80 % of it is (ADR 0102), as GOV.UK's
// character count does: the visible count follows every key, and a polite live region repeats it
// once typing pauses, so a screen reader is told without being interrupted at each key.

const shownFrom = 0.8;
const announceAfterMs = 1000;

export function counterText(length: number, limit: number) {
  const over = length - limit;
  const count = `${length.toLocaleString("en-GB")} of ${limit.toLocaleString("en-GB")} characters`;
  return over > 0 ? `${count}: ${over.toLocaleString("en-GB")} too many` : count;
}

export function CharacterCounter({ length, limit }: { length: number; limit: number }) {
  const shown = length > limit * shownFrom;
  const text = shown ? counterText(length, limit) : "";
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), announceAfterMs);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      {shown ? (
        <p
          aria-hidden="true"
          data-testid="character-counter"
          className={`mt-1.5 text-sm ${length > limit ? "font-semibold text-red-600" : "text-ink/60"}`}
        >
          {text}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}
