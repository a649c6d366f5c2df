import type { StoredImage } from "../db/schema/news.ts";
import { imageSources } from "../images/image-service.ts";
import { playerUrl, providerLabel } from "./video-providers.ts";
import { listVideoRows } from "./video-repository.ts";

// What the gallery page needs per video: everything derived here on the server, so the browser
// bundle carries no provider rules.

/** Our stored copy of the provider's thumbnail (ADR 0042): every format at every stored width. */
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
  title: string | null;
  provider: string;
  providerLabel: string;
  /** Null: the facade shows the neutral poster. */
  thumbnail: GalleryThumbnail | null;
  player: string;
  createdAt: string;
};

function thumbnailOf(image: StoredImage | null): GalleryThumbnail | null {
  if (!image) return null;
  return { src: image.url, width: image.width, height: image.height, ...imageSources(image) };
}

export async function listGalleryVideos(): Promise<GalleryVideo[]> {
  const videos = await listVideoRows();
  return videos.map((video) => ({
    key: video._id,
    title: video.title,
    provider: video.provider,
    providerLabel: providerLabel(video.provider),
    thumbnail: thumbnailOf(video.thumbnail),
    player: playerUrl(video),
    createdAt: video.createdAt,
  }));
}
