import { getConfig } from "../config.ts";
import type { StoredImage } from "../db/schema/news.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { logger } from "../logger.ts";
import { thumbnailPaths } from "./video-providers.ts";

// Fetches a video's thumbnail from the provider ONCE, when the video is added (or by the start-up
// backfill), and keeps our own re-encoded copy (ADRs 0042, 0043): visitors then never contact the
// provider before they press play, and get AVIF/WebP sized for the card. Anything going wrong here
// only costs the thumbnail: the video is stored all the same and shows the neutral poster.

/**
 * One deadline for the whole lookup, however many sizes are tried: a slow or silent origin must
 * not keep the admin (or the seed) waiting, and must not cost one wait per size.
 */
export const thumbnailTimeoutMs = 5_000;
/** YouTube's maxresdefault is 50-300 KB (hqdefault 10-40 KB); anything near this is not one. */
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
 * Fetches and stores the thumbnail of a video, the largest size the origin has; null when the
 * provider has none we can fetch, or the fetch or the image failed (logged). Only
 * VIDEO_THUMBNAIL_ORIGIN is ever contacted: the paths come from a validated id and redirects are
 * refused. `signal` lets the caller give up early (the backfill, when the server stops).
 */
export async function fetchThumbnail(
  ref: { provider: string; videoId: string },
  options: { signal?: AbortSignal } = {},
): Promise<StoredImage | null> {
  const paths = thumbnailPaths(ref);
  if (!paths.length) return null;
  const deadline = AbortSignal.timeout(thumbnailTimeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const tried: string[] = [];
  try {
    for (const path of paths) {
      const source = new URL(path, getConfig().VIDEO_THUMBNAIL_ORIGIN);
      tried.push(source.href);
      const response = await fetch(source, {
        redirect: "error",
        signal,
        headers: { accept: "image/avif,image/webp,image/jpeg,image/*;q=0.8" },
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        // Only "this size does not exist" moves on to a smaller one. Any other answer (a server
        // error, a refusal), like a timeout or a network failure thrown by fetch, would most
        // likely repeat for the next size, so the lookup ends there.
        if (response.status === 404) continue;
        throw new ThumbnailUnavailable(`status ${response.status}`);
      }
      // The pipeline sniffs the bytes and re-encodes them; what the origin claims is not trusted.
      return await saveUploadedImage(await readCapped(response), { folder: "videos" });
    }
    throw new ThumbnailUnavailable("status 404 for every size");
  } catch (error) {
    // fetch() reports DNS and connection failures as "fetch failed" with the reason as its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const reason = [error instanceof Error ? error.message : String(error), cause?.message]
      .filter(Boolean)
      .join(": ");
    logger.warn(
      { provider: ref.provider, videoId: ref.videoId, source: tried.at(-1), tried, reason },
      "video thumbnail not stored; the poster is shown",
    );
    return null;
  }
}
