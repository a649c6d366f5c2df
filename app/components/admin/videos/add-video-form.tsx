import { useCallback, useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog, FailureDialog } from "#app/components/ui/dialog.tsx";
import { acceptedImages, useImagePreview } from "#app/components/ui/use-image-preview.ts";
import { VideoThumbnailControls } from "#app/components/videos/video-thumbnail-controls.tsx";
import type { FieldErrors } from "#app/lib/field-errors.ts";
import { addVideoSchema, titleMaxLength } from "#app/lib/video-schema.ts";

// The Add Video form (spec section 5): the pasted embed code or address, a title, and a thumbnail
// of the admin's own (ADR 0090), shown instead of the provider's. Checked in
// the browser with the schema the action uses; the action then checks the code against the
// provider allow-list and answers 'Video link added' or the reason it was refused.

export type AddVideoAnswer = {
  status: "added" | "invalid" | "failed";
  errors: FieldErrors;
  /** The video just added has no thumbnail: visitors see the poster until one is uploaded. */
  missingThumbnail?: { id: string; label: string };
};

export function AddVideoForm({ answer }: { answer?: AddVideoAnswer }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/addVideo";
  const [dialog, setDialog] = useState<"added" | "failed" | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const form = useFormValidation({ schema: addVideoSchema, serverErrors: answer?.errors });
  const formRef = form.formProps.ref;
  const thumbnailId = useId();
  const { preview, onChange: onThumbnailChange, clear: clearPreview } = useImagePreview();

  useEffect(() => {
    if (answer?.status === "added") {
      formRef.current?.reset();
      clearPreview();
      setDialog("added");
    } else if (answer?.status === "failed") {
      setDialog("failed");
    }
  }, [answer, formRef, clearPreview]);

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        {...form.formProps}
        className="mt-8 grid gap-6"
      >
        <TextAreaField
          label="Embed code or video address"
          name="embedCode"
          rows={6}
          spellCheck={false}
          autoComplete="off"
          placeholder={'<iframe src="https://www.youtube.com/embed/…"></iframe>'}
          hint="Accepted: YouTube (youtube.com, youtu.be, youtube-nocookie.com), Vimeo and Facebook videos."
          error={form.errors.embedCode}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
        />
        <TextField
          label="Title"
          name="title"
          optional
          maxLength={titleMaxLength}
          hint="Shown with the video. Left empty, a Vimeo video takes its title from Vimeo."
          error={form.errors.title}
        />
        <div>
          <label htmlFor={thumbnailId} className="block text-sm font-semibold text-ink">
            Thumbnail <span className="font-normal text-ink/60">(optional)</span>
          </label>
          <input
            id={thumbnailId}
            name="thumbnail"
            type="file"
            accept={acceptedImages}
            onChange={onThumbnailChange}
            aria-invalid={form.errors.thumbnail ? true : undefined}
            aria-describedby={`${thumbnailId}-hint${form.errors.thumbnail ? ` ${thumbnailId}-error` : ""}`}
            className="mt-1.5 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ink-soft"
          />
          <p id={`${thumbnailId}-hint`} className="mt-1.5 text-sm text-ink/60">
            Shown instead of YouTube's or Vimeo's own picture, and for Facebook videos, which have
            none. JPEG, PNG, WebP or AVIF, up to 10 MB.
          </p>
          <FieldError id={`${thumbnailId}-error`} error={form.errors.thumbnail} />
          {preview ? (
            <img
              src={preview}
              alt="Chosen thumbnail"
              className="mt-4 aspect-video w-full max-w-sm rounded-xl border border-ink/10 object-cover"
            />
          ) : null}
        </div>
        <div>
          <SubmitButton busy={submitting} busyLabel="Add Video">
            Add Video
          </SubmitButton>
        </div>
      </Form>
      {answer?.missingThumbnail ? (
        <section
          aria-labelledby="missing-thumbnail"
          className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5"
        >
          <h2 id="missing-thumbnail" className="font-semibold text-ink">
            {`No thumbnail for “${answer.missingThumbnail.label}”`}
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            The video site gave no picture for it, so visitors see the channel's poster. Upload one
            now, or later from Manage Videos.
          </p>
          <div className="mt-4">
            <VideoThumbnailControls
              key={answer.missingThumbnail.id}
              action="/deleteVideo"
              recordId={answer.missingThumbnail.id}
              videoLabel={answer.missingThumbnail.label}
              preview={null}
              uploaded={false}
            />
          </div>
        </section>
      ) : null}
      <AlertDialog
        open={dialog === "added"}
        icon="success"
        title="Video link added"
        autoCloseMs={1500}
        onClose={closeDialog}
      />
      <FailureDialog open={dialog === "failed"} onClose={closeDialog} />
    </>
  );
}
