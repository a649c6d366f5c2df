import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { newsImage, type StoredImage } from "../db/schema/news.ts";
import { logger } from "../http/logger.ts";
import { getObjectStore } from "../storage/object-store.ts";
import { processImage } from "./image-pipeline.ts";
import { imageInUse } from "./image-references.ts";

// Uploaded images: processed, stored under a name the server makes up, and recorded so an
// article can point at one by its address and delete its files with it.

function newKey(now = new Date()) {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return `news/${month}/${randomBytes(12).toString("hex")}`;
}

export const variantKey = (key: string, width: number, extension: string) =>
  `${key}-${width}.${extension}`;

/** Processes and stores an upload; throws ImageRejected for anything that is not a usable image. */
export async function saveUploadedImage(input: Buffer, uploadedBy?: string): Promise<StoredImage> {
  const processed = await processImage(input);
  const store = getObjectStore();
  const key = newKey();
  const objects = processed.variants.map((v) => variantKey(key, v.width, v.extension));
  await Promise.all(
    processed.variants.map((v, i) => store.put(objects[i]!, v.body, v.contentType)),
  );
  const url = store.publicUrl(variantKey(key, processed.width, "jpg"));
  const stored = {
    key,
    width: processed.width,
    height: processed.height,
    url,
    widths: processed.widths,
  };
  await getDb()
    .insert(newsImage)
    .values({ ...stored, objects, uploadedBy });
  return stored;
}

/** The stored image an address points at, when it is one of ours. */
export async function findImageByUrl(url: string): Promise<StoredImage | undefined> {
  const [row] = await getDb().select().from(newsImage).where(eq(newsImage.url, url));
  if (!row) return undefined;
  return { key: row.key, width: row.width, height: row.height, url: row.url, widths: row.widths };
}

/** Removes an image's files and record. Storage errors are logged, not thrown: the article is gone. */
export async function deleteStoredImage(key: string) {
  const [row] = await getDb().delete(newsImage).where(eq(newsImage.key, key)).returning();
  if (!row) return;
  const store = getObjectStore();
  const results = await Promise.allSettled(row.objects.map((object) => store.delete(object)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length) logger.warn({ key, failed: failed.length }, "could not delete image files");
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
