import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { GalleryThumbnail } from "#server/videos/gallery.ts";
import { providerReachable } from "./provider-reachable.ts";

// A lightweight stand-in for an embedded player: a thumbnail (or a poster bearing the title) and a
// play button. The provider's iframe, with its megabyte of script, loads only when the visitor
// presses play, so a page of twenty videos costs about as much as a page of twenty images. The
// thumbnail is our own stored copy (ADRs 0042, 0090): nothing is fetched from the provider before
// play. A provider the browser cannot reach (offline, blocked) gets a message, not a broken frame.

/** Our stored thumbnail: srcset lists per format, and the JPEG fallback's size. */
export type Thumbnail = GalleryThumbnail;

type Props = {
  /** The accessible name of the button and the iframe, and the poster's text. */
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

const frame = "relative aspect-video overflow-hidden rounded-2xl bg-ink";

function Poster({ title, providerLabel }: { title: string; providerLabel: string }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 flex flex-col justify-between bg-[radial-gradient(circle_at_30%_20%,var(--color-ink-soft),var(--color-ink))] p-4"
    >
      <span className="line-clamp-2 max-w-[85%] text-lg font-bold leading-snug text-white/90">
        {title}
      </span>
      <span className="text-xs font-semibold uppercase tracking-[0.2em] text-white/50">
        {providerLabel}
      </span>
    </span>
  );
}

type State = "idle" | "checking" | "playing" | "unreachable";

export function VideoFacade({ title, providerLabel, thumbnail, player, priority = false }: Props) {
  const [state, setState] = useState<State>("idle");
  const hydrated = useHydrated();
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const retry = useRef<HTMLButtonElement>(null);

  // A thumbnail that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setThumbnailFailed(true);
  }, []);

  // Keyboard users land in the player they just started, or on the way to try again.
  useEffect(() => {
    if (state === "playing") iframe.current?.focus();
    if (state === "unreachable") retry.current?.focus();
  }, [state]);

  async function play() {
    setState("checking");
    setState((await providerReachable(player)) ? "playing" : "unreachable");
  }

  if (state === "playing") {
    return (
      <div className={frame}>
        <iframe
          ref={iframe}
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

  if (state === "unreachable") {
    return (
      <div
        role="alert"
        className={`${frame} flex flex-col items-center justify-center gap-3 p-6 text-center text-white`}
      >
        <p className="font-semibold">{providerLabel} could not be reached.</p>
        <p className="text-sm text-white/70">
          You may be offline, or {providerLabel} may be blocked on this network.
        </p>
        <button
          ref={retry}
          type="button"
          onClick={play}
          aria-label={`Try again: ${title}`}
          className="mt-1 rounded-full bg-white px-5 py-2 text-sm font-semibold text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Try again
        </button>
      </div>
    );
  }

  const checking = state === "checking";
  return (
    <button
      type="button"
      onClick={play}
      disabled={checking}
      aria-label={`Play video: ${title}`}
      aria-busy={checking || undefined}
      data-video-facade=""
      // Marks when a press starts the player (before hydration the button does nothing yet).
      data-hydrated={hydrated ? "" : undefined}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ink text-left focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand"
    >
      <Poster title={title} providerLabel={providerLabel} />
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
        {checking ? (
          <span className="h-7 w-7 animate-spin rounded-full border-3 border-white/40 border-t-white" />
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-7 w-7" fill="currentColor">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
          </svg>
        )}
      </span>
    </button>
  );
}
