import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { GalleryThumbnail } from "#server/videos/gallery.ts";

// A lightweight stand-in for an embedded player: a thumbnail (or a neutral poster) and a play
// button. The provider's iframe, with its megabyte of script, loads only when the visitor presses
// play, so a page of twenty videos costs about as much as a page of twenty images. The thumbnail
// is our own stored copy (ADR 0042): nothing is fetched from the provider before play.

/** Our stored thumbnail: srcset lists per format, and the JPEG fallback's size. */
export type Thumbnail = GalleryThumbnail;

type Props = {
  /** The accessible name of the button and the iframe. */
  title: string;
  providerLabel: string;
  thumbnail: Thumbnail | null;
  /** The player address, already set to start at once. */
  player: string;
  /** Cards in the first row are loaded at once; the rest when they near the viewport. */
  priority?: boolean;
};

// The gallery: one column, two from 640 px, three of at most ~400 px from 1024 px.
const sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

const allow =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen";

function Poster({ providerLabel }: { providerLabel: string }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 flex items-end bg-[radial-gradient(circle_at_30%_20%,var(--color-ink-soft),var(--color-ink))] p-4"
    >
      <span className="text-xs font-semibold uppercase tracking-[0.2em] text-white/50">
        {providerLabel}
      </span>
    </span>
  );
}

export function VideoFacade({ title, providerLabel, thumbnail, player, priority = false }: Props) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  // A thumbnail that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setThumbnailFailed(true);
  }, []);

  // Keyboard users land in the player they just started.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
        <iframe
          ref={frame}
          src={player}
          title={title}
          allow={allow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${title}`}
      data-video-facade=""
      // Marks when a press starts the player (before hydration the button does nothing yet).
      data-hydrated={hydrated ? "" : undefined}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ink text-left focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand"
    >
      <Poster providerLabel={providerLabel} />
      {thumbnail && !thumbnailFailed ? (
        <picture>
          <source type="image/avif" srcSet={thumbnail.avif} sizes={sizes} />
          <source type="image/webp" srcSet={thumbnail.webp} sizes={sizes} />
          <img
            ref={image}
            src={thumbnail.src}
            srcSet={thumbnail.jpeg}
            sizes={sizes}
            alt=""
            width={thumbnail.width}
            height={thumbnail.height}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            onError={() => setThumbnailFailed(true)}
            className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        </picture>
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-ink/60 via-transparent to-transparent"
      />
      <span
        aria-hidden="true"
        className="absolute left-1/2 top-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand text-white shadow-xl ring-4 ring-white/20 transition group-hover:scale-110 group-hover:bg-brand-dark group-focus-visible:scale-110"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-7 w-7" fill="currentColor">
          <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
        </svg>
      </span>
    </button>
  );
}
