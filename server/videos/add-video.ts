import type { StoredImage } from "../db/schema/stored-image.ts";
import { deleteStoredImage } from "../images/image-service.ts";
import { logger } from "../logger.ts";
import { failure, type Result } from "../result.ts";
import { parseVideoAddress, parseVideoInput } from "./embed-parser.ts";
import { attachUploadedThumbnail, storeThumbnailImage } from "./uploaded-thumbnail.ts";
import { providerLabel, type VideoRef } from "./video-providers.ts";
import { insertVideo, setMissingVideoTitle, setVideoThumbnail } from "./video-repository.ts";
import { fetchProviderDetails } from "./video-thumbnail.ts";

// The Add Video rule (spec section 5, tightened): the pasted code or address must name one
// allow-listed video, and a video can be added once. Used by the /addVideo form and by
// POST /api/addVideo alike.

/**
 * The new record's id, the video as stored, and the picture visitors see for it: the admin's own,
 * the provider's, or none (the channel's poster; Facebook gives none, a provider may be down).
 */
export type AddVideoResult = Result<{
  id: string;
  video: VideoRef;
  thumbnail: "uploaded" | "provider" | "none";
}>;

export function duplicateMessage(ref: VideoRef) {
  return `This ${providerLabel(ref.provider)} video (${ref.videoId}) has already been added.`;
}

// The row goes in first, so a duplicate costs no fetch; the provider's thumbnail (and title)
// follow before the answer, so the gallery the admin sees next already shows them. A failed
// fetch leaves the poster.
async function store(ref: VideoRef, title?: string): Promise<AddVideoResult> {
  const id = await insertVideo(ref, title);
  if (!id) return failure("duplicate", duplicateMessage(ref));
  const attached = await attachProviderDetails(id, ref);
  return { ok: true, id, video: ref, thumbnail: attached ? "provider" : "none" };
}

/**
 * Fetches what the provider says about the video, stores its thumbnail and records it, with its
 * title when the video has none; never throws. True when the video now shows the provider's
 * thumbnail. `signal` lets the start-up backfill give up when the server stops.
 */
export async function attachProviderDetails(
  recordId: string,
  ref: { provider: string; videoId: string; url: string },
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const { thumbnail, title } = await fetchProviderDetails(ref, options);
  try {
    if (title) await setMissingVideoTitle(recordId, title);
    if (!thumbnail) return false;
    // Deleted while the thumbnail was being fetched (or given one by another server process): the
    // image has no one to show it.
    if (await setVideoThumbnail(recordId, thumbnail)) return true;
    await deleteStoredImage(thumbnail.key);
  } catch (error) {
    logger.warn({ err: error, recordId }, "video thumbnail not recorded; the poster is shown");
  }
  return false;
}

/**
 * From the admin form: embed code or a plain address in one textarea, an optional title, and an
 * optional thumbnail of the admin's own (ADR 0090), which is checked before the video is stored.
 */
export async function addVideoFromEmbed(
  embedCode: string,
  title?: string,
  thumbnail?: { bytes: Buffer; uploadedBy: string },
): Promise<AddVideoResult> {
  const parsed = parseVideoInput(embedCode);
  if (!parsed.ok) return failure("invalid", parsed.message);
  let image: StoredImage | undefined;
  if (thumbnail) {
    const saved = await storeThumbnailImage(thumbnail.bytes, thumbnail.uploadedBy);
    if (!saved.ok) return { ...saved, errors: { thumbnail: saved.message } };
    image = saved.image;
  }
  const result = await store(parsed.video, title);
  if (!image) return result;
  if (!result.ok) {
    await deleteStoredImage(image.key);
    return result;
  }
  await attachUploadedThumbnail(result.id, image);
  return { ...result, thumbnail: "uploaded" };
}

/**
 * From the REST API (spec: JSON id, url). The url passes the same allow-list; the stored id is
 * always the one read from it, so a client-sent id that disagrees is refused rather than stored.
 */
export async function addVideoFromApi(input: {
  id?: string;
  url: string;
  title?: string;
}): Promise<AddVideoResult> {
  const parsed = input.url.includes("<")
    ? parseVideoInput(input.url)
    : parseVideoAddress(input.url);
  if (!parsed.ok) return failure("invalid", parsed.message);
  if (input.id !== undefined && input.id !== parsed.video.videoId) {
    return failure(
      "invalid",
      `The id "${input.id}" does not match the video in url (${parsed.video.videoId}).`,
    );
  }
  return store(parsed.video, input.title);
}
