import { useId } from "react";
import { type FocalPoint, pointAfterKey, pointAt, pointLabel } from "./focal-point-math.ts";

// The focal point (ADR 0130) on the whole image: a click or tap puts it there, and the marker,
// a focusable button, moves with the arrow keys. Beside it, the image as cards and the article
// crop it (16:9), so the editor sees what the point does. The form posts it as two numbers.

const percent = (value: number) => `${value * 100}%`;

export function FocalPointPicker({
  src,
  point,
  onChange,
}: {
  src: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
}) {
  const hintId = useId();
  const position = `${percent(point.x)} ${percent(point.y)}`;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-start gap-4">
        {/* Hugs the picture, so a click's place and the marker's are shares of the image itself. */}
        <div className="relative w-fit max-w-full">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the marker below takes the keyboard. */}
          <img
            src={src}
            alt="Chosen for this article"
            className="block h-auto max-h-80 w-auto max-w-full cursor-crosshair rounded-xl border border-ink/10 bg-mist sm:max-w-md"
            onClick={(event) =>
              onChange(
                pointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY),
              )
            }
          />
          <button
            type="button"
            aria-label={`Focal point: ${pointLabel(point)}`}
            aria-describedby={hintId}
            data-focal-marker
            onKeyDown={(event) => {
              const next = pointAfterKey(point, event.key, event.shiftKey);
              if (!next) return;
              event.preventDefault();
              onChange(next);
            }}
            className="absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand/70 shadow-[0_0_0_2px_rgba(0,0,0,0.55)] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
            style={{ left: percent(point.x), top: percent(point.y) }}
          />
        </div>
        <figure className="w-40 shrink-0">
          <img
            src={src}
            alt=""
            className="aspect-[16/9] w-full rounded-lg border border-ink/10 bg-mist object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="mt-1 text-xs text-ink/60">
            As cards and the article crop it
          </figcaption>
        </figure>
      </div>
      <p id={hintId} className="mt-2 text-sm text-ink/60">
        Focal point: click or tap the subject, or focus the marker and use the arrow keys (Shift for
        small steps, Home for the centre). Every crop keeps it in view.
      </p>
      <input type="hidden" name="imageFocusX" value={point.x} />
      <input type="hidden" name="imageFocusY" value={point.y} />
    </div>
  );
}
