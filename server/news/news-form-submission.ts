import { fieldErrorsOf, newsArticleSchema } from "#app/lib/news-schema.ts";
import { ImageRejected } from "../images/image-pipeline.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { NewsInputError } from "./news-image.ts";
import { createNews, updateNews } from "./news-repository.ts";

// The Add/Edit News form posted without JavaScript: fields and image file in one multipart
// request. The image goes through the same pipeline as POST /api/images.

export type FormOutcome =
  | { ok: true; id: string }
  | { ok: false; errors: Record<string, string>; message: string };

export async function submitNewsForm(
  form: FormData,
  options: { userId: string; articleId?: string; currentImg?: string },
): Promise<FormOutcome> {
  const fields = Object.fromEntries(
    [...form].filter(([key, value]) => key !== "image" && typeof value === "string"),
  );
  const status = options.articleId
    ? fields.status
    : fields.intent === "draft"
      ? "draft"
      : "published";
  const file = form.get("image");
  const hasFile = file instanceof File && file.size > 0;
  const probe = newsArticleSchema.safeParse({
    ...fields,
    status,
    img: hasFile ? "/uploads/pending" : (options.currentImg ?? ""),
  });
  if (!probe.success) {
    return failure(fieldErrorsOf(probe.error), "Failed to add the news article.");
  }
  let img = options.currentImg ?? "";
  if (hasFile) {
    try {
      img = (
        await saveUploadedImage(Buffer.from(await file.arrayBuffer()), {
          uploadedBy: options.userId,
        })
      ).url;
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      return failure({ img: error.message }, "Failed to upload image.");
    }
  }
  try {
    const input = { ...probe.data, img };
    if (options.articleId) {
      const row = await updateNews(options.articleId, input);
      if (!row) return failure({}, "News article not found!");
      return { ok: true, id: row.id };
    }
    return { ok: true, id: (await createNews(input)).id };
  } catch (error) {
    if (!(error instanceof NewsInputError)) throw error;
    return failure(error.fieldErrors, "Failed to add the news article.");
  }
}

const failure = (errors: Record<string, string>, message: string): FormOutcome => ({
  ok: false,
  errors,
  message,
});
