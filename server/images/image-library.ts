import { desc, like } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { newsImage } from "../db/schema/news.ts";
import { getObjectStore } from "../storage/object-store.ts";
import { variantKey } from "./image-service.ts";

// The media library (ADR 0131): the news images already uploaded, newest first, for an editor to
// use again as an article's image or inline in its body instead of uploading the file once more.
// Only the news folder: pictures people uploaded at sign-up and video thumbnails are not the
// newsroom's to reuse.

export const libraryPageSize = 24;

export type LibraryImage = {
  /** The address an article stores (its `img`, or a body's ![alt](url)). */
  url: string;
  /** The smallest stored width, for the library's grid. */
  thumbnail: string;
  width: number;
  height: number;
  /** The uploaded file's name (an older image's key), and its size in bytes when known. */
  fileName: string;
  byteSize: number | null;
  uploadedAt: string;
};

export async function listLibraryImages(page: number) {
  const rows = await getDb()
    .select()
    .from(newsImage)
    .where(like(newsImage.key, "news/%"))
    .orderBy(desc(newsImage.createdAt), desc(newsImage.key))
    .limit(libraryPageSize + 1)
    .offset((page - 1) * libraryPageSize);
  const store = getObjectStore();
  const images = rows.slice(0, libraryPageSize).map(
    (row): LibraryImage => ({
      url: row.url,
      thumbnail: store.publicUrl(variantKey(row.key, row.widths[0] ?? row.width, "jpg")),
      width: row.width,
      height: row.height,
      fileName: row.fileName,
      byteSize: row.byteSize,
      uploadedAt: row.createdAt.toISOString(),
    }),
  );
  return { images, hasMore: rows.length > libraryPageSize };
}
