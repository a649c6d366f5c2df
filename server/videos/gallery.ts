import { playerUrl, providerLabel, thumbnailUrl } from "./video-providers.ts";
import { listVideos } from "./video-repository.ts";

// What the gallery page needs per video: everything derived here on the server, so the browser
// bundle carries no provider rules.

export type GalleryVideo = {
  key: string;
  title: string | null;
  provider: string;
  providerLabel: string;
  thumbnail: string | null;
  player: string;
  createdAt: string;
};

export async function listGalleryVideos(): Promise<GalleryVideo[]> {
  const videos = await listVideos();
  return videos.map((video) => ({
    key: video._id,
    title: video.title,
    provider: video.provider,
    providerLabel: providerLabel(video.provider),
    thumbnail: thumbnailUrl({ provider: video.provider, videoId: video.id }),
    player: playerUrl(video),
    createdAt: video.createdAt,
  }));
}
