import type { StoredImage } from "../db/schema/stored-image.ts";
import { imageSources, variantKey } from "../images/image-service.ts";
import { getObjectStore } from "../storage/object-store.ts";
import { playerUrl, providerLabel, watchPage } from "./video-providers.ts";
import { listVideoRows } from "./video-repository.ts";

// What the gallery page needs per video: everything derived here on the server, so the browser
// bundle carries no provider rules.

/** A stored thumbnail (ADRs 0042, 0090): every format at every stored width. */
export type GalleryThumbnail = {
  src: string;
  width: number;
  height: number;
  avif: string;
  webp: string;
  jpeg: string;
};

export type GalleryVideo = {
  key: string;
  /** The admin's title, else the provider's, else '<Provider> video'. */
  title: string;
  provider: string;
  providerLabel: string;
  /** An admin's upload, else our copy of the provider's; null: the facade shows the poster. */
  thumbnail: GalleryThumbnail | null;
  player: string;
  /** The video's own page on the provider's site ('Watch on YouTube'). */
  watchUrl: string;
  createdAt: string;
};

export function thumbnailOf(image: StoredImage | null): GalleryThumbnail | null {
  if (!image) return null;
  return { src: image.url, width: image.width, height: image.height, ...imageSources(image) };
}

/** The smallest stored WebP of an image: the admin list's preview. */
export function thumbnailPreview(image: StoredImage | null): string | null {
  if (!image) return null;
  return getObjectStore().publicUrl(variantKey(image.key, Math.min(...image.widths), "webp"));
}

export async function listGalleryVideos(): Promise<GalleryVideo[]> {
  const videos = await listVideoRows();
  return videos.map((video) => ({
    key: video._id,
    title: video.title ?? `${providerLabel(video.provider)} video`,
    provider: video.provider,
    providerLabel: providerLabel(video.provider),
    thumbnail: thumbnailOf(video.uploadedThumbnail ?? video.thumbnail),
    player: playerUrl(video),
    watchUrl: watchPage({ ...video, videoId: video.id }),
    createdAt: video.createdAt,
  }));
}
