import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
import {
  deleteStoredImage,
  markImageReplaced,
  saveUploadedImage,
} from "../images/image-service.ts";
import { failure, type Result } from "../result.ts";
import { swapUploadedThumbnail } from "./video-repository.ts";
import { videoGone } from "./video-title.ts";

// A thumbnail an admin chose for a video (ADR 0090): re-encoded by the same image pipeline as news
// images, stored with the video, and shown instead of the provider's (or the poster). Used by the
// Add Video form and the video list alike.

/**
 * Stores the image and puts it on the video, releasing the one it replaces. Refused when the file
 * is not a usable image (nothing is stored), or not-found when there is no such video (the image
 * is removed again).
 */
export async function replaceUploadedThumbnail(
  recordId: string,
  bytes: Buffer,
  uploadedBy?: string,
): Promise<Result<{ image: StoredImage }>> {
  const saved = await storeThumbnailImage(bytes, uploadedBy);
  if (!saved.ok) return saved;
  const found = await attachUploadedThumbnail(recordId, saved.image);
  return found ? { ok: true, image: saved.image } : failure("not-found", videoGone);
}

/** Stores an admin's thumbnail, or answers why the file is not a usable image. */
export function storeThumbnailImage(bytes: Buffer, uploadedBy?: string) {
  return saveUploadedImage(bytes, { folder: "videos", uploadedBy });
}

/** Puts a stored thumbnail on a video (see replaceUploadedThumbnail). */
export async function attachUploadedThumbnail(
  recordId: string,
  image: StoredImage,
): Promise<boolean> {
  const { found, previous } = await swapUploadedThumbnail(recordId, image);
  if (!found) {
    await deleteStoredImage(image.key);
    return false;
  }
  await changed(recordId, previous, "uploaded");
  return true;
}

/** Takes the uploaded thumbnail off: the provider's shows again. False when there is no such video. */
export async function removeUploadedThumbnail(recordId: string): Promise<boolean> {
  const { found, previous } = await swapUploadedThumbnail(recordId, null);
  if (found && previous) await changed(recordId, previous, "removed");
  return found;
}

async function changed(recordId: string, previous: StoredImage | null, thumbnail: string) {
  invalidatePublicPages();
  await recordAdminAction("updated", "video", recordId, { thumbnail });
  // The sweep removes it a day from now, unless something shows it by then.
  if (previous) await markImageReplaced(previous.key);
}
