import type { NewsInput } from "#app/lib/news-schema.ts";
import { getConfig } from "../config.ts";
import type { news } from "../db/schema/news.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
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
  // Only the newsroom's own uploads (ADR 0131): a member's sign-up picture or a video's
  // thumbnail is not an article's to take, even by its address (an outside review did).
  if (stored?.key.startsWith("news/")) return { ok: true, img: stored.url, image: stored };
  if (local.startsWith("/uploads/")) {
    const message = stored
      ? "That image is not one of the newsroom's uploads. Upload it here."
      : "That image was not found. Upload it again.";
    return failure("invalid", message, { errors: { img: message } });
  }
  return { ok: true, img: address, image: null };
}

/**
 * The image's details as stored (ADR 0130): only those sent, so a REST client that sends none
 * keeps an article's as they are. A decorative image stores an empty description.
 */
export function imageDetailColumns(input: NewsInput) {
  const columns: Partial<
    Pick<
      typeof news.$inferSelect,
      | "imageAlt"
      | "imageDecorative"
      | "imageCaption"
      | "imageCredit"
      | "imageFocusX"
      | "imageFocusY"
    >
  > = {};
  if (input.imageDecorative !== undefined) columns.imageDecorative = input.imageDecorative;
  if (input.imageDecorative) columns.imageAlt = "";
  else if (input.imageAlt !== undefined) columns.imageAlt = input.imageAlt;
  if (input.imageCaption !== undefined) columns.imageCaption = input.imageCaption;
  if (input.imageCredit !== undefined) columns.imageCredit = input.imageCredit;
  if (input.imageFocusX !== undefined) columns.imageFocusX = input.imageFocusX;
  if (input.imageFocusY !== undefined) columns.imageFocusY = input.imageFocusY;
  return columns;
}
