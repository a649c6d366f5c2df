import { useEffect, useId } from "react";
import { FieldError } from "#app/components/forms/field.tsx";
import { acceptedImages, useImagePreview } from "../../ui/use-image-preview.ts";

/** The image file input with a preview of the chosen (or current) image and upload progress. */
export function ImagePicker({
  currentSrc,
  error,
  progress,
  resetKey,
}: {
  currentSrc?: string;
  error?: string;
  /** 0-100 while uploading, undefined otherwise. */
  progress?: number;
  /** Changing it clears the chosen file's preview (after a successful save). */
  resetKey: number;
}) {
  const id = useId();
  const { preview, onChange, clear } = useImagePreview();
  // After a save: the add form starts empty (resetKey); the edit form shows the saved image once
  // the page data brings its new address (currentSrc), never the replaced one in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the changes are the triggers.
  useEffect(() => clear(), [resetKey, currentSrc]);
  const shown = preview ?? currentSrc;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Image
      </label>
      <input
        key={`${resetKey} ${currentSrc}`}
        id={id}
        type="file"
        name="image"
        accept={acceptedImages}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={onChange}
        className="mt-1.5 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ink-soft"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/60">
        JPEG, PNG, WebP or AVIF, up to 10 MB. It is resized for every screen automatically.
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {shown ? (
        <img
          src={shown}
          alt="Chosen for this article"
          className="mt-4 aspect-[16/9] w-full max-w-md rounded-xl border border-ink/10 object-cover"
        />
      ) : null}
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
