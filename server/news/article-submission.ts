import { validate } from "#app/lib/field-errors.ts";
import { newsSaveSchema } from "#app/lib/news-schema.ts";
import type { SavedArticle } from "#app/lib/news-view.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { failure, type Result } from "../result.ts";
import { createNews, type NewsRow, updateNews } from "./news-repository.ts";
import { savedArticle } from "./news-view.ts";

// Saving an article from what an editor sent: checked with the form's schema (a draft needs only
// its title, ADR 0101), then created or updated. The REST API sends the fields with the uploaded
// image's address. The Add/Edit News form's action gets the fields and either the image itself
// (posted without JavaScript), stored first, or the address it was uploaded to (with JavaScript).

/** Saves the article `id`, or a new one, from the fields as the REST API receives them. */
export async function saveArticle(values: unknown, id?: string): Promise<Result<{ row: NewsRow }>> {
  const checked = validate(newsSaveSchema, values ?? {});
  if (!checked.success) {
    return failure("invalid", Object.values(checked.errors).join(" "), { errors: checked.errors });
  }
  // The editor sends when it opened the article, so a save made elsewhere since is noticed.
  const openedAt = (values as { openedAt?: unknown }).openedAt;
  return id
    ? updateNews(id, checked.data, typeof openedAt === "string" ? openedAt : undefined)
    : createNews(checked.data);
}

const addFailed = "Failed to add the news article.";

/**
 * The Add/Edit News form as its action receives it: its text fields, and the chosen image's bytes
 * if any (posted without JavaScript).
 * Answers with the spec's messages for the form ('Failed to upload image.', ...).
 */
export async function submitArticleForm(input: {
  values: Record<string, string>;
  image?: Buffer;
  /** The chosen file's name, kept for the media library. */
  imageName?: string;
  userId: string;
  /** Editing: the article and the image it has (a new file is then optional). */
  article?: { id: string; img: string };
}): Promise<Result<{ saved: SavedArticle }>> {
  const { values, image, article } = input;
  const status = article ? values.status : values.intent === "draft" ? "draft" : "published";
  // Checked before the image is stored, with a stand-in for the address it will get.
  const probe = validate(newsSaveSchema, {
    ...values,
    status,
    img: image ? "/uploads/pending" : values.img || (article?.img ?? ""),
  });
  if (!probe.success) return failure("invalid", addFailed, { errors: probe.errors });
  // An image already stored (uploaded with progress first, or picked from the library) comes as
  // its address; a chosen file is stored now.
  let img = values.img || (article?.img ?? "");
  if (image) {
    const upload = await saveUploadedImage(image, {
      uploadedBy: input.userId,
      fileName: input.imageName,
    });
    if (!upload.ok) {
      return { ...upload, message: "Failed to upload image.", errors: { img: upload.message } };
    }
    img = upload.image.url;
  }
  const saved = await saveArticle({ ...probe.data, img, openedAt: values.openedAt }, article?.id);
  if (saved.ok) return { ok: true, saved: savedArticle(saved.row) };
  return saved.reason === "not-found" || saved.reason === "conflict"
    ? saved
    : { ...saved, message: addFailed };
}
