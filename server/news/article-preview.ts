import { validate } from "#app/lib/field-errors.ts";
import { timeOfDayPattern } from "#app/lib/input-patterns.ts";
import type { NewsArticleView } from "#app/lib/news-view.ts";
import { failure, type Result } from "../result.ts";
import { bodiesOf, bodyImageSizes } from "./body-image-sizes.ts";
import { resolveImage } from "./news-image.ts";
import { unsavedArticleSchema } from "./news-revisions.ts";
import { articleView } from "./news-view.ts";
import { publishInstant } from "./publish-time.ts";

// The editor's Preview (ADR 0109): the form's current fields, saved or not, turned into the view
// the public article page renders, by the same code (news-view.ts articleView). Nothing is stored.

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An id no article has: the preview is nobody's page yet. */
const previewId = "00000000-0000-4000-8000-000000000000";

export async function previewArticle(
  values: unknown,
  /** The byline a first save would record (ADR 0133): the editor's own name. */
  byline: string,
): Promise<Result<{ article: NewsArticleView }>> {
  const checked = validate(unsavedArticleSchema, values ?? {});
  if (!checked.success) return failure("invalid", "The preview could not be made.");
  const fields = checked.data;
  // The image as the article would show it: our upload's variants, or an address elsewhere.
  const image = fields.img ? await resolveImage(fields.img) : undefined;
  const now = new Date();
  const dated = isoDate.test(fields.date) && timeOfDayPattern.test(fields.time);
  const sizes = await bodyImageSizes(bodiesOf(fields));
  const view = articleView(
    {
      ...fields,
      id: previewId,
      slug: fields.slug || previewId,
      authorId: null,
      deletedAt: null,
      authorName: byline.trim() || null,
      // Described or ticked decorative as the form stands; blank falls back as a saved one does.
      imageAlt: fields.imageAlt || null,
      imageDecorative: fields.imageDecorative ?? false,
      imageCaption: fields.imageCaption ?? "",
      imageCredit: fields.imageCredit ?? "",
      imageFocusX: fields.imageFocusX ?? 0.5,
      imageFocusY: fields.imageFocusY ?? 0.5,
      img: image?.ok ? image.img : "",
      image: image?.ok ? image.image : null,
      status: fields.status === "draft" ? "draft" : "published",
      publishAt: dated ? publishInstant(fields.date, fields.time) : now,
      createdAt: now,
      updatedAt: now,
    },
    sizes,
  );
  return { ok: true, article: view };
}
