import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion.ts";

/**
 * The hero's rotating word: the next word every `intervalMs`, wrapping around (spec section 4).
 * With reduced motion it still changes, but without the slide. Screen readers get the whole list
 * once, not a live region that talks every two seconds.
 */
export function RotatingWord({
  words,
  intervalMs,
}: {
  words: readonly string[];
  intervalMs: number;
}) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % words.length),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [words.length, intervalMs]);

  return (
    <>
      <span className="sr-only">{words.join(", ")}</span>
      <span aria-hidden="true" className="block overflow-hidden pb-[0.08em]">
        <span
          key={index}
          data-testid="rotating-word"
          className={`block text-brand ${reducedMotion ? "" : "animate-word-in"}`}
        >
          {words[index]}
        </span>
      </span>
    </>
  );
}
