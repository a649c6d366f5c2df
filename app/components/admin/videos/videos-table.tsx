import { AdminTable, DeleteButton, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { VideoThumbnailControls } from "#app/components/videos/video-thumbnail-controls.tsx";

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

/** The Delete Videos table (spec section 2: #, Video ID, URL, Action). */
export function VideosTable({ rows }: { rows: AdminVideoRow[] }) {
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      headings={[
        { label: "#", phone: "hidden" },
        "Video ID",
        "URL",
        { label: "Action", phone: "bare" },
      ]}
      empty={{ message: "No videos yet." }}
      deletion={{
        endpoint: (id) => `/api/deleteVideo/${id}`,
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
          <td className={`${t.td} md:min-w-56 break-all font-mono text-xs text-ink/80`}>
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
