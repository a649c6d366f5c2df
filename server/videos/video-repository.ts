import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { getDb } from "../db/client.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
import { video } from "../db/schema/videos.ts";
import { releaseImage } from "../images/image-service.ts";
import type { VideoRef } from "./video-providers.ts";

// Storage of accepted videos. Only the parsed provider, id and rebuilt player address are
// written here; nothing an admin pasted is stored as-is except the optional title (text).

export type VideoRecord = {
  /** The record's own id (the spec's `_id`). */
  _id: string;
  /** The provider's video id (the spec's `id`). */
  id: string;
  provider: string;
  /** The canonical player address (the spec's `url`). */
  url: string;
  title: string | null;
  createdAt: string;
};

const columns = {
  _id: video.id,
  id: video.videoId,
  provider: video.provider,
  url: video.url,
  title: video.title,
  createdAt: video.createdAt,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text has the shape of a record id; anything else is a malformed request. */
export function isVideoRecordId(value: string) {
  return uuidPattern.test(value);
}

/**
 * A video with its stored thumbnails (the provider's and an uploaded one), for the gallery and the
 * admin list; the REST answer keeps the spec's fields.
 */
export type VideoRow = VideoRecord & {
  thumbnail: StoredImage | null;
  uploadedThumbnail: StoredImage | null;
};

/** Every video with its thumbnails, newest first (the gallery). */
export async function listVideoRows(): Promise<VideoRow[]> {
  const rows = await getDb()
    .select({ ...columns, thumbnail: video.thumbnail, uploadedThumbnail: video.uploadedThumbnail })
    .from(video)
    .orderBy(desc(video.createdAt), desc(video.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Every video, newest first (the REST list and the admin table). */
export async function listVideos(): Promise<VideoRecord[]> {
  return (await listVideoRows()).map(
    ({ thumbnail: _thumbnail, uploadedThumbnail: _uploaded, ...record }) => record,
  );
}

/** Inserts a video; null when the same provider's video is already stored. */
export async function insertVideo(ref: VideoRef, title?: string): Promise<string | null> {
  const [row] = await getDb()
    .insert(video)
    .values({ provider: ref.provider, videoId: ref.videoId, url: ref.url, title: title ?? null })
    // The unique (provider, video id) index decides, so two admins adding at once cannot both win.
    .onConflictDoNothing({ target: [video.provider, video.videoId] })
    .returning({ id: video.id });
  if (row) {
    invalidatePublicPages();
    await recordAdminAction("created", "video", row.id, {
      provider: ref.provider,
      videoId: ref.videoId,
    });
  }
  return row?.id ?? null;
}

/**
 * Records the stored thumbnail of a video that has none yet; false when the video was deleted
 * meanwhile, or another server process (the backfill of a second instance) recorded one first,
 * and the caller then removes the image it stored.
 */
export async function setVideoThumbnail(recordId: string, image: StoredImage): Promise<boolean> {
  const rows = await getDb()
    .update(video)
    .set({ thumbnail: image })
    .where(and(eq(video.id, recordId), isNull(video.thumbnail)))
    .returning({ id: video.id });
  // A gallery rendered between the insert and now showed the poster.
  if (rows.length) invalidatePublicPages();
  return rows.length > 0;
}

/** Gives a video the provider's title when it has none (the admin's own title always wins). */
export async function setMissingVideoTitle(recordId: string, title: string) {
  const rows = await getDb()
    .update(video)
    .set({ title })
    .where(and(eq(video.id, recordId), isNull(video.title)))
    .returning({ id: video.id });
  if (rows.length) invalidatePublicPages();
}

/**
 * Puts an uploaded thumbnail on a video, or takes it off (null), and answers the one it replaced;
 * `found` is false when there is no such video.
 */
export async function swapUploadedThumbnail(recordId: string, image: StoredImage | null) {
  if (!isVideoRecordId(recordId)) return { found: false, previous: null };
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: video.uploadedThumbnail })
      .from(video)
      .where(eq(video.id, recordId))
      .for("update");
    if (!row) return { found: false, previous: null };
    await tx.update(video).set({ uploadedThumbnail: image }).where(eq(video.id, recordId));
    return { found: true, previous: row.previous };
  });
}

/**
 * Up to `limit` videos of these providers that show the poster (no stored thumbnail), in random
 * order: nothing records a failed attempt, so a fixed order would let the same videos whose
 * thumbnail is gone for good take every start's allowance, and the others would never be tried.
 */
export async function listVideosWithoutThumbnail(
  providers: readonly string[],
  limit: number,
): Promise<Array<{ _id: string; provider: string; videoId: string; url: string }>> {
  if (!providers.length || limit <= 0) return [];
  return getDb()
    .select({ _id: video.id, provider: video.provider, videoId: video.videoId, url: video.url })
    .from(video)
    .where(and(isNull(video.thumbnail), inArray(video.provider, [...providers])))
    .orderBy(sql`random()`)
    .limit(limit);
}

/** Deletes one video by record id, and its thumbnails' files; false when there was none. */
export async function deleteVideo(recordId: string): Promise<boolean> {
  if (!isVideoRecordId(recordId)) return false;
  const rows = await getDb().delete(video).where(eq(video.id, recordId)).returning({
    id: video.id,
    thumbnail: video.thumbnail,
    uploadedThumbnail: video.uploadedThumbnail,
  });
  const [row] = rows;
  if (!row) return false;
  invalidatePublicPages();
  await recordAdminAction("deleted", "video", recordId);
  // An article may have reused an image by its address: it keeps it then (ADR 0042).
  for (const image of [row.thumbnail, row.uploadedThumbnail]) {
    if (image) await releaseImage(image.key);
  }
  return true;
}

export async function countVideos() {
  return (await getDb().$count(video)) as number;
}
