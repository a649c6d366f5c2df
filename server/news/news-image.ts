import { getConfig } from "../config.ts";
import type { StoredImage } from "../db/schema/news.ts";
import { findImageByUrl } from "../images/image-service.ts";

export class NewsInputError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join(" "));
    this.fieldErrors = fieldErrors;
  }
}

/**
 * Turns the form's image address into what the article stores. Our own uploads resolve to their
 * stored variants (for srcset); an address elsewhere is kept as given, as the original allowed.
 */
export async function resolveImage(
  address: string,
): Promise<{ img: string; image: StoredImage | null }> {
  const siteUrl = getConfig().siteUrl;
  const local = address.startsWith(`${siteUrl}/uploads/`) ? address.slice(siteUrl.length) : address;
  const stored = await findImageByUrl(local);
  if (stored) return { img: stored.url, image: stored };
  if (local.startsWith("/uploads/")) {
    throw new NewsInputError({ img: "That image was not found. Upload it again." });
  }
  return { img: address, image: null };
}
