import { getConfig } from "../config.ts";
import type { StoredImage } from "../db/schema/news.ts";
import { findImageByUrl } from "../images/image-service.ts";
import { failure, type Result } from "../result.ts";

/**
 * Turns the form's image address into what the article stores. Our own uploads resolve to their
 * stored variants (for srcset); an address elsewhere is kept as given, as the original allowed.
 */
export async function resolveImage(
  address: string,
): Promise<Result<{ img: string; image: StoredImage | null }>> {
  const siteUrl = getConfig().siteUrl;
  const local = address.startsWith(`${siteUrl}/uploads/`) ? address.slice(siteUrl.length) : address;
  const stored = await findImageByUrl(local);
  if (stored) return { ok: true, img: stored.url, image: stored };
  if (local.startsWith("/uploads/")) {
    const message = "That image was not found. Upload it again.";
    return failure("invalid", message, { errors: { img: message } });
  }
  return { ok: true, img: address, image: null };
}
