import { useCallback, useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { ColumnHeadings } from "#app/components/ui/column-headings.tsx";
import { AlertDialog, ConfirmDialog, FailureDialog } from "#app/components/ui/dialog.tsx";
import { VideoThumbnailControls } from "#app/components/videos/video-thumbnail-controls.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { logger } from "#server/http/logger.ts";
import { ImageRejected } from "#server/images/image-pipeline.ts";
import { thumbnailPreview } from "#server/videos/gallery.ts";
import {
  removeUploadedThumbnail,
  replaceUploadedThumbnail,
} from "#server/videos/uploaded-thumbnail.ts";
import { deleteVideo, listVideoRows } from "#server/videos/video-repository.ts";
import type { Route } from "./+types/delete-video";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
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

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = form.get("id");
  const file = form.get("thumbnail");
  if (typeof id === "string" && form.get("intent") === "remove-thumbnail") {
    const found = await removeUploadedThumbnail(id);
    return data(
      found ? { thumbnail: "removed" as const } : { thumbnailError: gone },
      found ? 200 : 404,
    );
  }
  if (typeof id === "string" && file instanceof File) {
    try {
      const bytes = Buffer.from(await file.arrayBuffer());
      const found = await replaceUploadedThumbnail(id, bytes, admin.id);
      return data(
        found ? { thumbnail: "saved" as const } : { thumbnailError: gone },
        found ? 200 : 404,
      );
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      return data({ thumbnailError: error.message }, error.status);
    }
  }
  try {
    // An unknown id (already deleted elsewhere) is a failure the admin should hear about.
    const deleted = typeof id === "string" && (await deleteVideo(id));
    return data({ deleted }, deleted ? 200 : 404);
  } catch (error) {
    logger.error({ err: error }, "deleting a video failed");
    return data({ deleted: false }, 500);
  }
}

const gone = "That video has been deleted.";

const secondaryLink =
  "rounded-full border border-ink/15 px-5 py-2.5 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

// On narrow screens each row becomes a small card, each cell labelled with its column's name.
const cell =
  "px-4 py-3 align-middle max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-20 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wider max-sm:before:text-ink/50 max-sm:before:content-[attr(data-label)]";

type Row = Route.ComponentProps["loaderData"]["videos"][number];

export default function DeleteVideos({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<{ deleted: boolean }>();
  const { revalidate } = useRevalidator();
  const handled = useRef<unknown>(null);
  const [pending, setPending] = useState<Row | null>(null);
  const [result, setResult] = useState<"deleted" | "failed" | null>(null);
  const closeResult = useCallback(() => setResult(null), []);
  const deletingId = fetcher.state !== "idle" ? fetcher.formData?.get("id") : null;

  // The row stays until the server has answered; the loaders revalidate after a success.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      setResult(fetcher.data.deleted ? "deleted" : "failed");
      // A failed delete may mean someone else removed it already: show the table as it now is.
      if (!fetcher.data.deleted) void revalidate();
    }
  }, [fetcher.state, fetcher.data, revalidate]);

  function confirmDelete() {
    if (!pending) return;
    fetcher.submit({ id: pending._id }, { method: "post" });
    setPending(null);
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Delete Videos</h1>
          <p className="mt-2 text-ink/70">
            {loaderData.videos.length} {loaderData.videos.length === 1 ? "video" : "videos"} on the
            videos page, newest first.
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

      {loaderData.videos.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-ink/20 bg-mist px-6 py-12 text-center text-ink/70">
          No videos yet.
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-ink/10">
          <table className="w-full text-left text-sm">
            <thead className="bg-mist text-xs uppercase tracking-wider text-ink/60 max-sm:sr-only">
              <ColumnHeadings
                headings={["#", "Video ID", "URL", { label: "Action", className: "text-right" }]}
              />
            </thead>
            <tbody className="divide-y divide-ink/10">
              {loaderData.videos.map((video, index) => {
                const deleting = deletingId === video._id;
                return (
                  <tr
                    key={video._id}
                    aria-busy={deleting || undefined}
                    className="max-sm:block max-sm:px-4 max-sm:py-3"
                  >
                    <td data-label="#" className={`${cell} text-ink/60`}>
                      {index + 1}
                    </td>
                    <td data-label="Video ID" className={cell}>
                      <div className="grid gap-2">
                        <div>
                          <span className="font-mono">{video.id}</span>
                          {video.title ? (
                            <span className="block text-xs text-ink/60">{video.title}</span>
                          ) : null}
                        </div>
                        <VideoThumbnailControls
                          recordId={video._id}
                          videoLabel={`video ${video.id}`}
                          preview={video.preview}
                          uploaded={video.uploaded}
                        />
                      </div>
                    </td>
                    <td
                      data-label="URL"
                      className={`${cell} break-all font-mono text-xs text-ink/80`}
                    >
                      {video.url}
                    </td>
                    <td data-label="Action" className={`${cell} sm:text-right`}>
                      <button
                        type="button"
                        disabled={deleting}
                        onClick={() => setPending(video)}
                        aria-label={`Delete video ${video.id}`}
                        className="rounded-full bg-red-600 px-4 py-2 text-xs font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
                      >
                        {deleting ? "Deleting…" : "Delete"}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Are you sure?"
        message="You won't be able to revert this!"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
      <AlertDialog
        open={result === "deleted"}
        icon="success"
        title="Video link deleted"
        autoCloseMs={1500}
        onClose={closeResult}
      />
      <FailureDialog open={result === "failed"} onClose={closeResult} />
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Delete Videos") }];
}
