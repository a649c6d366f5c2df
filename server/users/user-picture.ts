import { eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import type { ImageLimits } from "../images/image-pipeline.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { logger } from "../logger.ts";
import { absoluteUrl } from "../news/news-view.ts";

// A picture uploaded at sign-up (ADR 0091): stored through the same image pipeline as admin images,
// with a stranger's tighter limits (ADR 0149), and only once the account exists. Its address becomes the account's
// photo URL (the spec's img / photoURL), and user.picture records the stored image, so the
// unused-image sweep knows it is in use.

/**
 * Stores the picture and makes it the account's photo; never throws, and answers a message when
 * the picture could not be used (the account is kept: the file was checked before, so it looked
 * like an image and then failed to decode, or the storage failed).
 */
export async function attachSignUpPicture(
  userId: string,
  bytes: Buffer,
  limits: ImageLimits,
): Promise<string | null> {
  try {
    const saved = await saveUploadedImage(bytes, {
      folder: "users",
      uploadedBy: userId,
      limits,
    });
    if (!saved.ok) {
      logger.warn({ userId, reason: saved.message }, "sign-up picture not stored");
      return saved.message;
    }
    await getDb()
      .update(user)
      .set({ image: absoluteUrl(saved.image.url), picture: saved.image, updatedAt: new Date() })
      .where(eq(user.id, userId));
    return null;
  } catch (error) {
    logger.error({ err: error, userId }, "sign-up picture not stored");
    return "The picture could not be saved.";
  }
}
