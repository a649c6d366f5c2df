import { useCallback, useState } from "react";

/**
 * A preview of the image chosen in a file input: pass `onChange` to the input, show `preview`.
 * A data: URL, not a blob: one, because the site's Content-Security-Policy allows data: images.
 */
export function useImagePreview() {
  const [preview, setPreview] = useState<string>();
  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(undefined);
    if (!file?.type.startsWith("image/")) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : undefined);
    reader.readAsDataURL(file);
  }
  const clear = useCallback(() => setPreview(undefined), []);
  return { preview, onChange, clear };
}

/** The formats the image pipeline accepts (server/images/image-pipeline.ts), for `accept`. */
export const acceptedImages = "image/jpeg,image/png,image/webp,image/avif,image/gif";
/** A stranger's sign-up picture: the formats that decode cheaply (anonymousImageLimits). */
export const acceptedPictures = "image/jpeg,image/png,image/webp";
