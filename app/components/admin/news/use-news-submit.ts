import { useCallback, useState } from "react";
import { fieldErrorsOf, newsFieldsSchema } from "#app/lib/news-schema.ts";
import { uploadImage } from "./upload-image.ts";

// What happens when the Add/Edit News form is submitted with JavaScript: validate with the shared
// schema, upload the image first (reporting progress), then save through the REST API, with the
// spec's messages for each way it can fail.

type Dialog = {
  icon: "success" | "error";
  title: string;
  message: string;
  detail?: string;
} | null;
export type Phase = "idle" | "uploading" | "saving";

type Options = {
  mode: "add" | "edit";
  articleId?: string;
  /** The image the article already has (edit), so a new file is optional. */
  currentImg?: string;
  serverErrors?: Record<string, string>;
  onSaved?: () => void;
};

export function useNewsSubmit({ mode, articleId, currentImg, serverErrors, onSaved }: Options) {
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [phase, setPhase] = useState<Phase>("idle");
  const [pending, setPending] = useState<"publish" | "draft">("publish");
  const [progress, setProgress] = useState<number>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [resetKey, setResetKey] = useState(0);
  const closeDialog = useCallback(() => setDialog(null), []);
  const busy = phase !== "idle";
  const failed = (message: string, detail?: string) =>
    setDialog({ icon: "error", title: "Oops...", message, detail });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value === "draft" ? "draft" : "publish";
    const data = new FormData(form);
    const file = data.get("image");
    const hasFile = file instanceof File && file.size > 0;
    const fields = Object.fromEntries(
      [...data].filter(([key, value]) => key !== "image" && typeof value === "string"),
    );
    const status = mode === "add" ? (intent === "draft" ? "draft" : "published") : fields.status;
    const parsed = newsFieldsSchema.safeParse({ ...fields, status });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!hasFile && !currentImg) found.img = "Image is Required";
    setErrors(found);
    if (!parsed.success || found.img) {
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first === "img" ? "image" : first}"]`)?.focus();
      return;
    }
    setPending(intent);
    let img = currentImg ?? "";
    try {
      if (hasFile) {
        setPhase("uploading");
        setProgress(0);
        try {
          img = await uploadImage(file, setProgress);
        } catch (error) {
          // The server says why (too large, not an image, ...); the spec's message comes first.
          const reason = error instanceof Error ? error.message : undefined;
          failed(
            "Failed to upload image.",
            reason === "Failed to upload image." ? undefined : reason,
          );
          return;
        }
      }
      setPhase("saving");
      const response = await fetch(mode === "add" ? "/api/addNew" : `/api/news/${articleId}`, {
        method: mode === "add" ? "POST" : "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...parsed.data, img }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        insertedId?: string;
        errors?: Record<string, string>;
      };
      const saved = mode === "add" ? Boolean(body.insertedId) : response.ok;
      if (!saved) {
        setErrors(body.errors ?? {});
        failed(mode === "add" ? "Failed to add the news article." : "Failed to save the changes.");
        return;
      }
      if (mode === "add") {
        form.reset();
        setResetKey((key) => key + 1);
        setDialog({
          icon: "success",
          title: "News Added!",
          message: "The news article has been submitted.",
        });
      } else {
        setDialog({
          icon: "success",
          title: "News Updated!",
          message: "Your changes have been saved.",
        });
      }
      onSaved?.();
    } catch {
      failed("An error occurred while submitting the article.");
    } finally {
      setPhase("idle");
      setProgress(undefined);
    }
  }

  return { errors, phase, busy, pending, progress, dialog, closeDialog, resetKey, submit };
}
