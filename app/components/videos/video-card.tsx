import { type Thumbnail, VideoFacade } from "./video-facade.tsx";

type Video = {
  title: string | null;
  providerLabel: string;
  thumbnail: Thumbnail | null;
  player: string;
  createdAt: string;
};

// Fixed time zone: the server render and the browser must print the same date.
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/** One video in the gallery: the facade player, its title when it has one, and when it was added. */
export function VideoCard({ video, priority = false }: { video: Video; priority?: boolean }) {
  const name = video.title ?? `${video.providerLabel} video`;
  return (
    <article className="flex flex-col gap-3">
      <VideoFacade
        title={name}
        providerLabel={video.providerLabel}
        thumbnail={video.thumbnail}
        player={video.player}
        priority={priority}
      />
      <div>
        {video.title ? (
          <h2 className="text-lg font-bold leading-snug text-ink">{video.title}</h2>
        ) : null}
        <p className="mt-1 text-sm text-ink/60">
          {video.providerLabel} ·{" "}
          <time dateTime={video.createdAt}>{dateFormat.format(new Date(video.createdAt))}</time>
        </p>
      </div>
    </article>
  );
}
