import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "#app/components/forms/field.tsx";
import { acceptedImages, useImagePreview } from "../../ui/use-image-preview.ts";
import { centre, type FocalPoint } from "./focal-point-math.ts";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import { MediaLibrary } from "./media-library.tsx";

/**
 * The image file input with a preview of the chosen (or current) image and upload progress; or
 * an image chosen from the library (ADR 0131), posted as `img`. The preview sets the focal point.
 */
export function ImagePicker({
  currentSrc,
  currentFocus,
  error,
  progress,
  resetKey,
  onEdit,
}: {
  currentSrc?: string;
  currentFocus?: FocalPoint;
  error?: string;
  /** 0-100 while uploading, undefined otherwise. */
  progress?: number;
  /** Changing it clears the chosen file's preview (after a successful save). */
  resetKey: number;
  /** A change the form's own input events do not see (a pick, the focal point). */
  onEdit: () => void;
}) {
  const id = useId();
  const { preview, onChange, clear } = useImagePreview();
  const [picked, setPicked] = useState<string>();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const [focus, setFocus] = useState(currentFocus ?? centre);
  // After a save: the add form starts empty (resetKey); the edit form shows the saved image once
  // the page data brings its new address (currentSrc), never the replaced one in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the changes are the triggers.
  useEffect(() => {
    clear();
    setPicked(undefined);
    setFocus(currentFocus ?? centre);
  }, [resetKey, currentSrc]);
  const shown = preview ?? picked ?? currentSrc;
  // Another image: its subject is somewhere else.
  const file = useRef<HTMLInputElement>(null);
  const pick = (url: string, description: string) => {
    setLibraryOpen(false);
    // The library's description of the picture comes along into an empty alt text field (the
    // form's own field, uncontrolled: image-details.tsx), never over one the editor wrote.
    const alt = file.current?.form?.elements.namedItem("imageAlt");
    if (description && alt instanceof HTMLInputElement && !alt.disabled && !alt.value.trim()) {
      alt.value = description;
      alt.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setPicked(url);
    clear();
    setFileKey((key) => key + 1);
    setFocus(centre);
    onEdit();
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Image
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          key={`${resetKey} ${currentSrc} ${fileKey}`}
          ref={file}
          id={id}
          type="file"
          name="image"
          accept={acceptedImages}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            onChange(event);
            setPicked(undefined);
            setFocus(centre);
          }}
          className="block w-full text-sm sm:w-auto sm:flex-1 file:mr-4 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ink-soft"
        />
        <button
          type="button"
          onClick={() => setLibraryOpen(true)}
          className="min-h-11 rounded-full border border-ink/15 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Choose from library
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/60">
        JPEG, PNG, WebP or AVIF, up to 10 MB. It is resized for every screen automatically.
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {picked ? <input type="hidden" name="img" value={picked} /> : null}
      {shown ? (
        <FocalPointPicker
          src={shown}
          point={focus}
          onChange={(point) => {
            setFocus(point);
            onEdit();
          }}
        />
      ) : (
        <>
          <input type="hidden" name="imageFocusX" value={focus.x} />
          <input type="hidden" name="imageFocusY" value={focus.y} />
        </>
      )}
      <MediaLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} onPick={pick} />
      {progress !== undefined ? (
        <div className="mt-4 max-w-md">
          <div className="flex justify-between text-sm text-ink/70">
            <span>Uploading image…</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Image upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-2 overflow-hidden rounded-full bg-mist"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
