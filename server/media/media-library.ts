import { and, desc, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import { imageAltPlaceholder } from "#app/lib/news-schema.ts";
import { getDb } from "../db/client.ts";
import { news, newsImage } from "../db/schema/news.ts";
import { imageInUse, isImageInUse } from "../images/image-references.ts";
import { deleteStoredImage, variantKey } from "../images/image-service.ts";
import { failure, type Result } from "../result.ts";
import { getObjectStore } from "../storage/object-store.ts";
import { articleUses, decorativeAlt, type ImageUse } from "./image-uses.ts";

// The media library screen (ADR 0163): the newsroom's uploaded images with their file name, size,
// alt text and the articles using each, searched by file name or alt text; an image nothing uses
// may be deleted, files and all. The picker ("Choose from library", GET /api/images) lists and
// searches the same way.

export const mediaPageSize = 24;

export type MediaItem = {
  key: string;
  url: string;
  thumbnail: string;
  fileName: string;
  byteSize: number | null;
  width: number;
  height: number;
  uploadedAt: string;
  /** Every alt text the image is given: as an article's picture and inline in its bodies. */
  altTexts: string[];
  /** The newest of those that describes the picture: what a pick brings along as its alt text. */
  description: string;
  /** The articles showing it (in the trash too: they can be restored with it). */
  usedBy: ImageUse[];
  /** Shown anywhere at all (an article, a video, an account): then it cannot be deleted. */
  inUse: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * File name, or an alt text an article gives the image: as its picture, or inline in a body,
 * where the description is what stands between `![` and `](` of the image's own Markdown.
 */
function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  // `![…query…](…key`: the key's every character but letters and digits escaped for the regex.
  const before = `!\\[[^\\]]*${escapeRegex(query)}[^\\]]*\\]\\([^)]*`;
  const key = sql`regexp_replace(${newsImage.key}, '([^[:alnum:]])', ${"\\\\\\1"}, 'g')`;
  return or(
    ilike(newsImage.fileName, pattern),
    sql`exists (select 1 from ${news} where ${news.image}->>'key' = ${newsImage.key}
      and ${news.imageAlt} ilike ${pattern})`,
    sql`exists (select 1 from ${news} where ${news.searchText} like '%' || ${newsImage.key} || '%'
      and concat_ws(' ', ${news.body1}, ${news.body2}, ${news.body3}, ${news.conclusion})
        ~* (${before} || ${key}))`,
  );
}

/** Neither the placeholder nor "decorative" describes a picture. */
export const describing = (altTexts: string[]) =>
  altTexts.find((alt) => alt !== imageAltPlaceholder && alt !== decorativeAlt) ?? "";

/** One page of the library, newest first, with each image's uses. */
export async function listMedia({ query = "", page = 1 }: { query?: string; page?: number }) {
  const rows = await getDb()
    .select({ image: newsImage, inUse: sql<boolean>`${imageInUse(newsImage.key)}` })
    .from(newsImage)
    .where(and(like(newsImage.key, "news/%"), matching(query.trim())))
    .orderBy(desc(newsImage.createdAt), desc(newsImage.key))
    .limit(mediaPageSize + 1)
    .offset((page - 1) * mediaPageSize);
  const shown = rows.slice(0, mediaPageSize);
  const uses = await articleUses(shown.map((row) => row.image.key));
  const store = getObjectStore();
  const items = shown.map(({ image, inUse }): MediaItem => {
    const own = uses.get(image.key) ?? { usedBy: [], altTexts: [] };
    return {
      key: image.key,
      url: image.url,
      thumbnail: store.publicUrl(variantKey(image.key, image.widths[0] ?? image.width, "jpg")),
      fileName: image.fileName,
      byteSize: image.byteSize,
      width: image.width,
      height: image.height,
      uploadedAt: image.createdAt.toISOString(),
      altTexts: own.altTexts,
      description: describing(own.altTexts),
      usedBy: own.usedBy,
      inUse: Boolean(inUse),
    };
  });
  return { items, page, hasMore: rows.length > mediaPageSize };
}

/**
 * Deletes a library image and its stored files, refused while anything shows it. Checked here, on
 * the server, whatever the screen offered: an article may have taken it up since.
 */
export async function deleteMedia(key: string): Promise<Result<{ fileName: string }>> {
  const [row] = await getDb()
    .select({ fileName: newsImage.fileName })
    .from(newsImage)
    .where(and(eq(newsImage.key, key), like(newsImage.key, "news/%")));
  if (!row) return failure("not-found", "That image is no longer in the library.");
  if (await isImageInUse(key)) {
    return failure(
      "conflict",
      `“${row.fileName}” is used, so it was not deleted. Remove it from the articles that use it first.`,
    );
  }
  await deleteStoredImage(key);
  // A storage error leaves the record (and the sweep tries again later): say so.
  const left = await getDb()
    .select({ key: newsImage.key })
    .from(newsImage)
    .where(eq(newsImage.key, key));
  if (left.length) {
    return failure("busy", `“${row.fileName}” could not be deleted just now. Please try again.`);
  }
  return { ok: true, fileName: row.fileName };
}
