import { data, Link } from "react-router";
import { VideosTable } from "#app/components/admin/videos/videos-table.tsx";
import { validate } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { videoTitleSchema } from "#app/lib/video-schema.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { failure } from "#server/result.ts";
import { thumbnailPreview } from "#server/videos/gallery.ts";
import {
  removeUploadedThumbnail,
  replaceUploadedThumbnail,
} from "#server/videos/uploaded-thumbnail.ts";
import { deleteVideo, isVideoRecordId, listVideoRows } from "#server/videos/video-repository.ts";
import { videoGone as gone, renameVideo } from "#server/videos/video-title.ts";
import type { Route } from "./+types/videos";

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  const videos = await listVideoRows();
  return {
    videos: videos.map(({ _id, id, url, title, thumbnail, uploadedThumbnail }) => ({
      _id,
      id,
      url,
      title,
      preview: thumbnailPreview(uploadedThumbnail ?? thumbnail),
      uploaded: uploadedThumbnail !== null,
    })),
  };
}

/**
 * A video deleted (the table's confirmed Delete), a video's new title, or its thumbnail of the
 * admin's own (ADR 0090): uploaded, or removed to show the provider's again.
 */
export async function action({ request }: Route.ActionArgs) {
  const editor = await requireEditor(request);
  const form = await request.formData().catch(() => new FormData());
  const id = form.get("id");
  const file = form.get("thumbnail");
  if (form.get("intent") === "delete") {
    const deleted = typeof id === "string" && isVideoRecordId(id) && (await deleteVideo(id));
    return data({ ok: deleted }, deleted ? 200 : 404);
  }
  if (form.get("intent") === "rename") {
    const values = formValues(form);
    const parsed = validate(videoTitleSchema, values);
    const result = parsed.success
      ? await renameVideo(parsed.data)
      : failure("invalid", Object.values(parsed.errors)[0] ?? "");
    const rename = { id: values.id ?? "", value: values.title ?? "" };
    if (result.ok) return { rename: { ...rename, saved: result.title } };
    return data({ rename: { ...rename, error: result.message } }, statusOf(result));
  }
  if (typeof id === "string" && form.get("intent") === "remove-thumbnail") {
    const found = await removeUploadedThumbnail(id);
    return data(
      found ? { thumbnail: "removed" as const } : { thumbnailError: gone },
      found ? 200 : 404,
    );
  }
  if (typeof id === "string" && file instanceof File && file.size > 0) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const saved = await replaceUploadedThumbnail(id, bytes, editor.id);
    if (saved.ok) return { thumbnail: "saved" as const, preview: thumbnailPreview(saved.image) };
    return data({ thumbnailError: saved.message }, statusOf(saved));
  }
  return data({ thumbnailError: "Choose an image to upload." }, 400);
}

const secondaryLink =
  "rounded-full border border-ink/15 px-5 py-2.5 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function DeleteVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Delete Videos</h1>
          <p className="mt-2 text-ink/70">
            {videos.length} {videos.length === 1 ? "video" : "videos"} on the videos page, newest
            first.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/videos" className={secondaryLink}>
            View the videos page
          </Link>
          <Link to="/addVideo" className={secondaryLink}>
            Add a video
          </Link>
        </div>
      </div>
      {actionData && "thumbnailError" in actionData && actionData.thumbnailError ? (
        // Without JavaScript there is no toast: the refused upload's message shows here.
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
          {actionData.thumbnailError}
        </p>
      ) : null}
      <VideosTable
        rows={videos}
        answer={actionData && "rename" in actionData ? actionData : undefined}
      />
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Delete Videos") }];
}
