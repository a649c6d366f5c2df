import { z } from "zod";
import { looksLikeId, slugPattern } from "./article-slug-text.ts";
import type { Schema } from "./field-errors.ts";
import { imageUrlPattern, timeOfDayPattern } from "./input-patterns.ts";
import { newsCategoryValues } from "./news-categories.ts";

// The Add/Edit News form (spec section 5), shared by the browser and the server. The spec's
// messages are word for word; body fields and keywords are optional.

const required = (message: string) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string(message));

/**
 * A form sends a textarea's line breaks as CRLF; the text is kept with LF, as the field shows it.
 * Kept with CRLF, a body no longer matched its own field when opened again, so an untouched
 * article counted as changed and was autosaved (an editor's review).
 */
const lineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value == null ? "" : typeof value === "string" ? lineBreaks(value).trim() : value),
    z.string().max(max, `Keep this under ${max.toLocaleString("en-GB")} characters`),
  );

/** Most characters one body field takes; the editor counts down to it (ADR 0102). */
export const bodyLimit = 20_000;

/**
 * The description an image inserted with the toolbar starts with, selected for the editor to
 * type over. Publishing refuses a body that still has it: readers of screen readers would hear it.
 */
export const imageAltPlaceholder = "Describe the image";
const placeholderImage = `![${imageAltPlaceholder}](`;
export const imageAltPlaceholderMessage = `Describe each image: replace “${imageAltPlaceholder}” with what the picture shows`;

/** A body field as published: within the limit, and every inline image described. */
const publishedBody = () =>
  optionalText(bodyLimit).refine(
    (value) => !value.includes(placeholderImage),
    imageAltPlaceholderMessage,
  );

/** Comma-separated text (the form's hint) or a list, as the original client sent either. */
export function parseKeywords(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string"
      ? value.split(",")
      : [];
  const seen = new Set<string>();
  for (const part of parts) {
    const keyword = part.trim().replace(/\s+/g, " ");
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}

export const newsStatuses = ["published", "draft"] as const;

/**
 * The readable address (ADR 0105): absent keeps the article's, blank makes it from the title.
 * Capitals and spaces are forgiven; a slug another article holds gets a suffix when saved.
 */
const slugField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, "-") : value),
  z
    .string("Enter the slug as text")
    .max(100, "Keep the slug under 100 characters")
    .refine(
      (value) => value === "" || slugPattern.test(value),
      "Use only letters a-z, digits and single hyphens between words, e.g. eid-in-birmingham",
    )
    .refine((value) => !looksLikeId(value), "An article id can't be a slug: use words")
    .optional(),
);

/** Text that may be absent (a REST client that does not know the field: the stored value stays). */
const optionalLimited = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string("Enter this as text").max(max, message).optional(),
  );

/** A tick box: "on" (a form), "true" or true; absent keeps the stored value. */
const tick = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
  z.boolean("Tick it or leave it").optional(),
);

/** 0 (left or top) to 1 (right or bottom) of the image; absent keeps the stored point. */
const focus = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number("Choose the focal point on the image")
    .min(0, "Choose the focal point on the image")
    .max(1, "Choose the focal point on the image")
    .optional(),
);

export const imageAltLimit = 250;
export const imageCaptionLimit = 300;
export const imageCreditLimit = 120;

/**
 * The article image's details (ADR 0130): its description (alt text), the decorative tick, a
 * caption and credit, and the focal point crops keep in view. Plain text, rendered as text.
 */
export const imageDetailFields = {
  imageAlt: optionalLimited(
    imageAltLimit,
    `Keep the description under ${imageAltLimit} characters`,
  ),
  imageDecorative: tick,
  imageCaption: optionalLimited(
    imageCaptionLimit,
    `Keep the caption under ${imageCaptionLimit} characters`,
  ),
  imageCredit: optionalLimited(
    imageCreditLimit,
    `Keep the credit under ${imageCreditLimit} characters`,
  ),
  imageFocusX: focus,
  imageFocusY: focus,
};

/** Every field except the image, which the form uploads first. */
export const newsFieldsSchema = z.object({
  ...imageDetailFields,
  title: required("Title is Required")
    .pipe(z.string().min(1, "Title is Required"))
    .pipe(z.string().max(200, "Keep the title under 200 characters")),
  slug: slugField,
  date: required("Date is Required")
    .pipe(z.string().min(1, "Date is Required"))
    .pipe(z.iso.date("Enter the date as YYYY-MM-DD")),
  time: required("Time is Required")
    .pipe(z.string().min(1, "Time is Required"))
    .pipe(z.string().regex(timeOfDayPattern, "Enter the time as HH:MM")),
  body1: publishedBody(),
  body2: publishedBody(),
  body3: publishedBody(),
  conclusion: publishedBody(),
  category: z.enum(newsCategoryValues, "Category is Required"),
  keywords: z.preprocess(
    parseKeywords,
    z
      .array(z.string().max(60, "Keep each keyword under 60 characters"))
      .max(30, "Use at most 30 keywords"),
  ),
  status: z.preprocess(
    (value) => (value == null || value === "" ? "published" : value),
    z.enum(newsStatuses, "Choose published or draft"),
  ),
});

/** An address the image upload answered with: a site path or an absolute http(s) URL. */
const imageAddress = z
  .string()
  .refine(
    (value) => value.startsWith("/uploads/") || imageUrlPattern.test(value),
    "Image is Required",
  );

const articleFields = newsFieldsSchema.extend({
  img: required("Image is Required")
    .pipe(z.string().min(1, "Image is Required"))
    .pipe(imageAddress),
});

/**
 * The whole article as saved: the fields plus the uploaded image's address (the spec's `img`).
 * The spec's Add News requires Title, Date, Time, Category and Image, and only those block
 * publishing: an image left undescribed is published with its caption or title as alt and
 * flagged in Manage News (“no alt text”), never refused (issue 33, ADR 0130's amendment).
 */
export const newsArticleSchema = articleFields;

/** Blank, or what `check` accepts (with its message): a draft may leave a field for later. */
const blankOr = (check: (value: string) => boolean, message: string) =>
  z.preprocess(
    (value) => (value == null ? "" : typeof value === "string" ? value.trim() : value),
    z.string(message).refine((value) => value === "" || check(value), message),
  );

const categories: readonly string[] = newsCategoryValues;

/**
 * A draft needs only its title (ADR 0101); whatever else it has must still be well formed.
 * Publishing or scheduling it later goes through newsArticleSchema's required fields.
 */
export const newsDraftSchema = articleFields.extend({
  date: blankOr((value) => z.iso.date().safeParse(value).success, "Enter the date as YYYY-MM-DD"),
  time: blankOr((value) => timeOfDayPattern.test(value), "Enter the time as HH:MM"),
  category: blankOr((value) => categories.includes(value), "Category is Required"),
  img: blankOr((value) => imageAddress.safeParse(value).success, "Image is Required"),
  // A draft may keep an image's placeholder description for now.
  body1: optionalText(bodyLimit),
  body2: optionalText(bodyLimit),
  body3: optionalText(bodyLimit),
  conclusion: optionalText(bodyLimit),
  status: z.literal("draft"),
});

export type NewsFields = z.infer<typeof newsFieldsSchema>;
export type NewsInput = z.infer<typeof newsArticleSchema> | z.infer<typeof newsDraftSchema>;

const isDraft = (value: unknown) =>
  typeof value === "object" && value !== null && (value as { status?: unknown }).status === "draft";

/** What saving checks: a draft by newsDraftSchema, anything else by newsArticleSchema. */
export const newsSaveSchema: Schema<NewsInput> = {
  safeParse: (value: unknown) =>
    isDraft(value) ? newsDraftSchema.safeParse(value) : newsArticleSchema.safeParse(value),
};
