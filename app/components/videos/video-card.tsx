import { type Thumbnail, VideoFacade } from "./video-facade.tsx";

type Video = {
  title: string;
  providerLabel: string;
  thumbnail: Thumbnail | null;
  player: string;
  watchUrl: string;
  createdAt: string;
};

// Fixed time zone: the server render and the browser must print the same date.
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/**
 * One video in the gallery: the facade player, its title, when it was added, and a link to watch
 * it on the provider's own site (which works even where the embedded player does not).
 */
export function VideoCard({ video, priority = false }: { video: Video; priority?: boolean }) {
  return (
    <article className="flex flex-col gap-3">
      <VideoFacade
        title={video.title}
        providerLabel={video.providerLabel}
        thumbnail={video.thumbnail}
        player={video.player}
        priority={priority}
      />
      <div>
        <h2 className="text-lg font-bold leading-snug text-ink">{video.title}</h2>
        <p className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-ink/60">
          <time dateTime={video.createdAt}>{dateFormat.format(new Date(video.createdAt))}</time>
          <a
            href={video.watchUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Watch on ${video.providerLabel}: ${video.title} (opens in a new tab)`}
            className="tap-target gap-1 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-strong focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Watch on {video.providerLabel} <span aria-hidden="true">↗</span>
          </a>
        </p>
      </div>
    </article>
  );
}
