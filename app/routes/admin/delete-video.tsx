import { Link } from "react-router";
import { VideosTable } from "#app/components/admin/videos/videos-table.tsx";
import { pageTitle } from "#app/lib/site.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { listVideos } from "#server/videos/video-repository.ts";
import type { Route } from "./+types/delete-video";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const videos = await listVideos();
  return { videos: videos.map(({ _id, id, url, title }) => ({ _id, id, url, title })) };
}

const secondaryLink =
  "rounded-full border border-ink/15 px-5 py-2.5 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function DeleteVideos({ loaderData }: Route.ComponentProps) {
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
      <VideosTable rows={videos} />
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Delete Videos") }];
}
