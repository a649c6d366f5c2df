import { getConfig } from "../config.ts";
import type { StoredImage } from "../db/schema/news.ts";
import { logger } from "../http/logger.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { thumbnailPath, type VideoRef } from "./video-providers.ts";

// Fetches a video's thumbnail from the provider ONCE, when the video is added, and keeps our own
// re-encoded copy (ADR 0042): visitors then never contact the provider before they press play,
// and get AVIF/WebP sized for the card instead of a 480x360 JPEG. Anything going wrong here only
// costs the thumbnail: the video is stored all the same and shows the neutral poster.

/** A slow or silent origin must not keep the admin (or the seed) waiting. */
export const thumbnailTimeoutMs = 5_000;
/** YouTube's hqdefault is 10-40 KB; anything near this is not a thumbnail. */
export const maxThumbnailBytes = 2 * 1024 * 1024;

class ThumbnailUnavailable extends Error {}

/** The body, read up to the byte limit; the download is abandoned as soon as it goes past. */
async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxThumbnailBytes) throw new ThumbnailUnavailable(`${declared} bytes declared`);
  if (!response.body) throw new ThumbnailUnavailable("no body");
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxThumbnailBytes) {
      await response.body.cancel().catch(() => {});
      throw new ThumbnailUnavailable(`over ${maxThumbnailBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches and stores the thumbnail of a video; null when the provider has none we can fetch, or
 * the fetch or the image failed (logged). Only VIDEO_THUMBNAIL_ORIGIN is ever contacted: the path
 * comes from a validated id and redirects are refused.
 */
export async function fetchThumbnail(ref: VideoRef): Promise<StoredImage | null> {
  const path = thumbnailPath(ref);
  if (!path) return null;
  const source = new URL(path, getConfig().VIDEO_THUMBNAIL_ORIGIN);
  try {
    const response = await fetch(source, {
      redirect: "error",
      signal: AbortSignal.timeout(thumbnailTimeoutMs),
      headers: { accept: "image/avif,image/webp,image/jpeg,image/*;q=0.8" },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ThumbnailUnavailable(`status ${response.status}`);
    }
    // The pipeline sniffs the bytes and re-encodes them; what the origin claims is not trusted.
    return await saveUploadedImage(await readCapped(response));
  } catch (error) {
    // fetch() reports DNS and connection failures as "fetch failed" with the reason as its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const reason = [error instanceof Error ? error.message : String(error), cause?.message]
      .filter(Boolean)
      .join(": ");
    logger.warn(
      { provider: ref.provider, videoId: ref.videoId, source: source.href, reason },
      "video thumbnail not stored; the poster is shown",
    );
    return null;
  }
}
