import { AdminTable, DeleteButton, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { VideoThumbnailControls } from "#app/components/videos/video-thumbnail-controls.tsx";
import { type RenameAnswer, VideoTitleForm } from "./video-title-form.tsx";

export type AdminVideoRow = {
  _id: string;
  id: string;
  url: string;
  title: string | null;
  /** The small image visitors see now; null when they see the poster. */
  preview: string | null;
  /** Whether that image is the admin's own upload (ADR 0090). */
  uploaded: boolean;
};

/**
 * The Delete Videos table (spec section 2: #, Video ID, URL, Action), with what editors work on
 * beside them (issue 17 item 7): the thumbnail visitors see, with an upload where the provider's
 * could not be fetched, and the title, edited in place.
 */
export function VideosTable({ rows, answer }: { rows: AdminVideoRow[]; answer?: RenameAnswer }) {
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      headings={[
        { label: "#", phone: "hidden" },
        { label: "Thumbnail", phone: "bare" },
        { label: "Title", phone: "bare" },
        "Video ID",
        "URL",
        { label: "Action", phone: "bare" },
      ]}
      empty={{ message: "No videos yet." }}
      deletion={{
        intent: "delete",
        messages: {
          confirm: "You won't be able to revert this!",
          deleted: { title: "Video link deleted", autoCloseMs: 1500 },
          failed: { title: "Oops...", message: "Something went wrong!" },
        },
      }}
      cells={(video, index, actions) => (
        <>
          <td className={`${t.td} text-ink/60`}>{index + 1}</td>
          <td className={t.td}>
            <VideoThumbnailControls
              recordId={video._id}
              videoLabel={`video ${video.id}`}
              preview={video.preview}
              uploaded={video.uploaded}
            />
          </td>
          <td className={`${t.td} md:min-w-64`}>
            <VideoTitleForm
              recordId={video._id}
              videoLabel={`video ${video.id}`}
              title={video.title}
              answer={answer}
            />
          </td>
          <td className={`${t.td} font-mono`}>{video.id}</td>
          <td className={`${t.td} md:min-w-48 break-all font-mono text-xs text-ink/80`}>
            {video.url}
          </td>
          <td className={t.td}>
            <DeleteButton label={`Delete video ${video.id}`} actions={actions} />
          </td>
        </>
      )}
    />
  );
}
