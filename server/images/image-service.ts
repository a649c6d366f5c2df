import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { runExclusive } from "../cluster/coordination.ts";
import { getDb } from "../db/client.ts";
import { newsImage } from "../db/schema/news.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
import { logger } from "../logger.ts";
import type { Result } from "../result.ts";
import { getObjectStore } from "../storage/object-store.ts";
import { editorImageLimits, type ImageLimits, processImage } from "./image-pipeline.ts";
import { imageInUse, isImageInUse } from "./image-references.ts";

// Uploaded images: processed, stored under a name the server makes up, and recorded so an
// article can point at one by its address and delete its files with it.

/** Which part of the site an image belongs to: the first folder of its key, for people browsing
 * the storage (a backup, a bucket); nothing reads it back. */
export type ImageFolder = "news" | "videos" | "users";

function newKey(folder: ImageFolder, now = new Date()) {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return `${folder}/${month}/${randomBytes(12).toString("hex")}`;
}

export const variantKey = (key: string, width: number, extension: string) =>
  `${key}-${width}.${extension}`;

/** The image and width a stored file's key names (variantKey read back), or undefined. */
export function variantOf(objectKey: string): { key: string; width: number } | undefined {
  const match = /^(.+)-(\d{1,5})\.[a-z]+$/.exec(objectKey);
  return match ? { key: match[1]!, width: Number(match[2]) } : undefined;
}

/**
 * Processes and stores an image (the admin's upload, the no-JavaScript news form, a thumbnail, a
 * sign-up picture), or answers why it is not a usable image (image-pipeline.ts).
 */
export async function saveUploadedImage(
  input: Buffer,
  {
    uploadedBy,
    folder = "news",
    limits = editorImageLimits,
    fileName,
  }: {
    uploadedBy?: string;
    folder?: ImageFolder;
    limits?: ImageLimits;
    /** The file's name on the uploader's computer, for the media library. */
    fileName?: string;
  } = {},
): Promise<Result<{ image: StoredImage }>> {
  const result = await processImage(input, limits);
  if (!result.ok) return result;
  const processed = result.image;
  const store = getObjectStore();
  const key = newKey(folder);
  const objects = processed.variants.map((v) => variantKey(key, v.width, v.extension));
  const url = store.publicUrl(variantKey(key, processed.width, "jpg"));
  const stored = {
    key,
    width: processed.width,
    height: processed.height,
    url,
    widths: processed.widths,
  };
  // The record first, naming every object, and the files after it: a crash or a failed write at
  // any point leaves a record that no article uses, which the sweep finds and removes with its
  // files. Files written first would be unknown to everything once the process died.
  await getDb()
    .insert(newsImage)
    .values({
      ...stored,
      objects,
      uploadedBy,
      fileName: fileName?.trim().slice(0, 255) || `${key.split("/").at(-1)}.jpg`,
      byteSize: input.length,
    });
  try {
    await Promise.all(
      processed.variants.map((v, i) => store.put(objects[i]!, v.body, v.contentType)),
    );
  } catch (error) {
    // Tidy up now if we can; if not, the record is still there for the sweep.
    await deleteStoredImage(key).catch((err) => logger.warn({ err, key }, "could not tidy up"));
    throw error;
  }
  // Housekeeping on every upload path (REST and the no-JavaScript form), after the caller has
  // its answer: a few unused images, such as those a crash left, are removed in the background.
  // One sweep at a time across every server process: two would race to delete the same files.
  setImmediate(() => {
    runExclusive("image-sweep", () => sweepUnusedImages()).catch((err) =>
      logger.warn({ err }, "unused image sweep failed"),
    );
  });
  return { ok: true, image: stored };
}

/** The stored image an address points at, when it is one of ours. */
export async function findImageByUrl(url: string): Promise<StoredImage | undefined> {
  const [row] = await getDb().select().from(newsImage).where(eq(newsImage.url, url));
  if (!row) return undefined;
  return { key: row.key, width: row.width, height: row.height, url: row.url, widths: row.widths };
}

/**
 * Removes an image's files, then its record. Storage errors are logged, not thrown: the article is
 * gone. The record goes last and only once every file is gone, so a crash or a storage error
 * leaves it for the sweep to try again, rather than files nothing points at any more.
 */
export async function deleteStoredImage(key: string) {
  const [row] = await getDb().select().from(newsImage).where(eq(newsImage.key, key));
  if (!row) return;
  const store = getObjectStore();
  const results = await Promise.allSettled(row.objects.map((object) => store.delete(object)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length) {
    logger.warn({ key, failed: failed.length }, "could not delete image files");
    return;
  }
  await getDb().delete(newsImage).where(eq(newsImage.key, key));
}

/** Deletes an image its owner let go of, unless another article or video still shows it. */
export async function releaseImage(key: string) {
  if (!(await isImageInUse(key))) await deleteStoredImage(key);
}

/**
 * Leaves a replaced image to the sweep, a day from now (see newsImage.replacedAt): pages rendered
 * before the change, in browsers or a CDN's stale copy, may still show it.
 */
export async function markImageReplaced(key: string) {
  await getDb().update(newsImage).set({ replacedAt: new Date() }).where(eq(newsImage.key, key));
}

/** Variant addresses for srcset: one list per modern format plus the JPEG fallback. */
export function imageSources(image: StoredImage) {
  const store = getObjectStore();
  const list = (extension: string) =>
    image.widths
      .map((w) => `${store.publicUrl(variantKey(image.key, w, extension))} ${w}w`)
      .join(", ");
  return { avif: list("avif"), webp: list("webp"), jpeg: list("jpg") };
}

/**
 * Deletes images that no article or video uses (image-references.ts), a day after they were
 * uploaded (an editor who uploaded and then abandoned the form) or replaced by an edit. Runs after
 * each upload, a few at a time, so nothing piles up.
 */
export async function sweepUnusedImages(limit = 20) {
  const unused = await getDb()
    .select({ key: newsImage.key })
    .from(newsImage)
    .where(
      sql`coalesce(${newsImage.replacedAt}, ${newsImage.createdAt}) < now() - interval '1 day'
        and not ${imageInUse(newsImage.key)}`,
    )
    .limit(limit);
  for (const { key } of unused) await deleteStoredImage(key);
  return unused.length;
}
