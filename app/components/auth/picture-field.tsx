import { useEffect, useId, useRef } from "react";
import { FieldError } from "../forms/field.tsx";
import { acceptedPictures, useImagePreview } from "../ui/use-image-preview.ts";

/**
 * Sign-up's picture upload (ADR 0091): a file input with a round preview of the chosen picture.
 * The server stores it only once the account is created, and its address becomes the photo URL.
 */
export default function PictureField({ error }: { error?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, onChange, clear } = useImagePreview();
  // The form's reset (after the account is created) empties the input: the preview goes too.
  useEffect(() => {
    const form = input.current?.form;
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, [clear]);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex items-start gap-4">
      {preview ? (
        <img
          src={preview}
          alt="Chosen for your account"
          className="size-14 shrink-0 rounded-full border border-ink/10 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          Upload a picture <span className="font-normal text-ink/60">(instead of a URL)</span>
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="photo"
          accept={acceptedPictures}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1.5 block w-full text-sm text-ink/80 file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-3 file:font-semibold file:text-white hover:file:bg-ink-soft"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink/60">
          JPEG, PNG, WebP or AVIF, up to 5 MB. Saved only when your account is created.
        </p>
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}
