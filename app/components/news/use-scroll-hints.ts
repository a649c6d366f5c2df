import { type RefObject, useLayoutEffect, useState } from "react";

export type ScrollHints = { measured: boolean; start: boolean; end: boolean };

/**
 * Whether a horizontally scrolling row of list items has items cut off before and after what is
 * in view, kept up to date as it scrolls and resizes. On its first run, and whenever `current`
 * changes, the element marked aria-current is centred if it is cut off or under an edge's fade.
 */
export function useScrollHints(row: RefObject<HTMLElement | null>, current: unknown): ScrollHints {
  const [hints, setHints] = useState<ScrollHints>({ measured: false, start: false, end: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current item is the trigger.
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const marked = element.querySelector<HTMLElement>("[aria-current]");
    if (marked) {
      // The row fades out over its last 3rem on a side where it continues (app.css): a chip
      // within that band of an edge looks cut off even when it is wholly inside, so it is
      // centred too (the browser keeps the scroll within the row's ends).
      const fade = 3 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const box = element.getBoundingClientRect();
      const item = marked.getBoundingClientRect();
      if (item.left < box.left + fade || item.right > box.right - fade) {
        element.scrollLeft += item.left + item.width / 2 - (box.left + box.width / 2);
      }
    }
    const measure = () => {
      // Whether the first and the last item are cut off; one pixel of slack for zoomed screens.
      const box = element.getBoundingClientRect();
      const items = element.querySelectorAll("li");
      const first = items[0]?.getBoundingClientRect();
      const last = items[items.length - 1]?.getBoundingClientRect();
      const start = first !== undefined && first.left < box.left - 1;
      const end = last !== undefined && last.right > box.right + 1;
      setHints((was) =>
        was.measured && was.start === start && was.end === end
          ? was
          : { measured: true, start, end },
      );
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [current]);

  return hints;
}
