import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { AlertDialog, FailureDialog } from "#app/components/ui/dialog.tsx";
import { acceptedImages, useImagePreview } from "#app/components/ui/use-image-preview.ts";
import { pageTitle } from "#app/content/site-name.ts";
import { addVideoSchema, fieldErrors, titleMaxLength } from "#app/lib/video-schema.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { logger } from "#server/http/logger.ts";
import { addVideoFromEmbed } from "#server/videos/add-video.ts";
import type { Route } from "./+types/add-video";

type Errors = { embedCode?: string; title?: string; thumbnail?: string };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = addVideoSchema.safeParse({
    embedCode: text("embedCode") ?? "",
    title: text("title"),
  });
  if (!parsed.success) {
    return data({ status: "invalid" as const, errors: fieldErrors(parsed.error) as Errors }, 400);
  }
  const file = form.get("thumbnail");
  const thumbnail =
    file instanceof File && file.size > 0
      ? { bytes: Buffer.from(await file.arrayBuffer()), uploadedBy: admin.id }
      : undefined;
  try {
    const result = await addVideoFromEmbed(parsed.data.embedCode, parsed.data.title, thumbnail);
    if (!result.ok) {
      const errors: Errors =
        result.reason === "image" ? { thumbnail: result.message } : { embedCode: result.message };
      const status =
        result.reason === "image" ? result.status : result.reason === "duplicate" ? 409 : 400;
      return data({ status: "invalid" as const, errors }, status);
    }
    return data({ status: "added" as const, errors: {} as Errors });
  } catch (error) {
    logger.error({ err: error }, "adding a video failed");
    return data({ status: "failed" as const, errors: {} as Errors }, 500);
  }
}

const field =
  "mt-2 w-full rounded-xl border border-ink/20 bg-white px-4 py-3 text-ink shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 aria-[invalid=true]:border-red-500";

export default function AddVideo({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/addVideo";
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const { preview, onChange: onThumbnailChange, clear: clearPreview } = useImagePreview();
  const [dialog, setDialog] = useState<"added" | "failed" | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const errors = clientErrors ?? actionData?.errors ?? {};

  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "added") {
      formRef.current?.reset();
      clearPreview();
      setDialog("added");
    } else if (actionData.status === "failed") {
      setDialog("failed");
    } else if (actionData.errors.embedCode) {
      codeRef.current?.focus();
    }
  }, [actionData, clearPreview]);

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = addVideoSchema.safeParse({
      embedCode: form.get("embedCode"),
      title: form.get("title") || undefined,
    });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
    codeRef.current?.focus();
  }

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">Add Video</h1>
      <p className="mt-2 text-ink/70">
        Paste the embed code from YouTube (Share → Embed), Vimeo or Facebook, or simply the video's
        address. Only the video is kept; the rest of the code is discarded.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        noValidate
        onSubmit={validate}
        className="mt-8 grid gap-6"
      >
        <div>
          <label htmlFor="embedCode" className="font-semibold">
            Embed code or video address
          </label>
          <textarea
            ref={codeRef}
            id="embedCode"
            name="embedCode"
            rows={6}
            spellCheck={false}
            autoComplete="off"
            placeholder={'<iframe src="https://www.youtube.com/embed/…"></iframe>'}
            aria-invalid={errors.embedCode ? true : undefined}
            aria-describedby={errors.embedCode ? "embedCode-error" : "embedCode-hint"}
            className={`${field} font-mono text-sm`}
          />
          {errors.embedCode ? (
            <p id="embedCode-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.embedCode}
            </p>
          ) : (
            <p id="embedCode-hint" className="mt-2 text-sm text-ink/60">
              Accepted: YouTube (youtube.com, youtu.be, youtube-nocookie.com), Vimeo and Facebook
              videos.
            </p>
          )}
        </div>
        <div>
          <label htmlFor="title" className="font-semibold">
            Title <span className="font-normal text-ink/60">(optional)</span>
          </label>
          <input
            id="title"
            name="title"
            maxLength={titleMaxLength}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "title-error" : "title-hint"}
            className={field}
          />
          {errors.title ? (
            <p id="title-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.title}
            </p>
          ) : (
            <p id="title-hint" className="mt-2 text-sm text-ink/60">
              Shown with the video. Left empty, a Vimeo video takes its title from Vimeo.
            </p>
          )}
        </div>
        <div>
          <label htmlFor="thumbnail" className="font-semibold">
            Thumbnail <span className="font-normal text-ink/60">(optional)</span>
          </label>
          <input
            id="thumbnail"
            name="thumbnail"
            type="file"
            accept={acceptedImages}
            onChange={onThumbnailChange}
            aria-invalid={errors.thumbnail ? true : undefined}
            aria-describedby={errors.thumbnail ? "thumbnail-error" : "thumbnail-hint"}
            className="mt-2 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ink-soft"
          />
          {errors.thumbnail ? (
            <p id="thumbnail-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.thumbnail}
            </p>
          ) : (
            <p id="thumbnail-hint" className="mt-2 text-sm text-ink/60">
              Shown instead of YouTube's or Vimeo's own picture, and for Facebook videos, which have
              none. JPEG, PNG, WebP or AVIF, up to 10 MB.
            </p>
          )}
          {preview ? (
            <img
              src={preview}
              alt="Chosen thumbnail"
              className="mt-4 aspect-video w-full max-w-sm rounded-xl border border-ink/10 object-cover"
            />
          ) : null}
        </div>
        <div>
          <button
            type="submit"
            disabled={submitting}
            aria-busy={submitting || undefined}
            className="inline-flex items-center gap-2 rounded-full bg-ink px-7 py-3 font-semibold text-white shadow-sm hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {submitting ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            ) : null}
            Add Video
          </button>
        </div>
      </Form>
      <AlertDialog
        open={dialog === "added"}
        icon="success"
        title="Video link added"
        autoCloseMs={1500}
        onClose={closeDialog}
      />
      <FailureDialog open={dialog === "failed"} onClose={closeDialog} />
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Add Video") }];
}
