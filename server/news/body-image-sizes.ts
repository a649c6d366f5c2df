import { inArray } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { newsImage } from "../db/schema/news.ts";
import { variantOf } from "../images/image-service.ts";
import {
  type ImageSize,
  type ImageSizes,
  ourImageAddresses,
  ourImageObject,
} from "./article-markdown.ts";

// The width and height of the pictures in an article's body (ADR 0167), so the page keeps their
// place before they load. Read from the image records the upload wrote (news_image, by its key:
// the primary key), never from the files, in one query for all of an article's bodies. The body
// Markdown stays as editors and the REST API wrote it, so older articles get sizes too.

const maxPictures = 500;

/** The size of the file `width` names of an image stored at `stored` (a smaller variant keeps its shape). */
export function variantSize(stored: ImageSize, width: number): ImageSize {
  if (width >= stored.width) return { width: stored.width, height: stored.height };
  return { width, height: Math.max(1, Math.round((stored.height * width) / stored.width)) };
}

/**
 * The sizes of our pictures the given body fields show, keyed by address as written. A picture
 * whose record is gone (or an address that names no stored file) is left out: it is drawn as
 * before, without a size.
 */
export async function bodyImageSizes(bodies: readonly string[]): Promise<ImageSizes> {
  const wanted = new Map<string, { key: string; width: number }>();
  for (const body of bodies) {
    for (const address of ourImageAddresses(body)) {
      const object = ourImageObject(address);
      const variant = object ? variantOf(object) : undefined;
      // A bound on one query's parameters, far past any real article: the rest go unsized.
      if (variant && wanted.size < maxPictures) wanted.set(address, variant);
    }
  }
  const sizes = new Map<string, ImageSize>();
  if (wanted.size === 0) return sizes;
  const keys = [...new Set([...wanted.values()].map((variant) => variant.key))];
  const rows = await getDb()
    .select({ key: newsImage.key, width: newsImage.width, height: newsImage.height })
    .from(newsImage)
    .where(inArray(newsImage.key, keys));
  const stored = new Map(rows.map((row) => [row.key, row]));
  for (const [address, variant] of wanted) {
    const image = stored.get(variant.key);
    if (image) sizes.set(address, variantSize(image, variant.width));
  }
  return sizes;
}

/** An article's body fields, as bodyImageSizes reads them. */
export const bodiesOf = (fields: {
  body1: string;
  body2: string;
  body3: string;
  conclusion: string;
}) => [fields.body1, fields.body2, fields.body3, fields.conclusion];
