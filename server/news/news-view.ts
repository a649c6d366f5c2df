import { articlePath } from "#app/lib/article-slug-text.ts";
import { langOf } from "#app/lib/news-format.ts";
import { revisionFormValues } from "#app/lib/news-revision.ts";
import type {
  ArticleSection,
  NewsArticleView,
  NewsCardView,
  NewsPicture,
  SavedArticle,
} from "#app/lib/news-view.ts";
import { getConfig } from "../config.ts";
import { imageSources } from "../images/image-service.ts";
import {
  firstParagraphText,
  type ImageSizes,
  markdownPlainText,
  renderArticleMarkdown,
} from "./article-markdown.ts";
import { articleParts } from "./article-parts.ts";
import type { NewsCardRow, NewsRow } from "./news-repository.ts";
import { publicationState } from "./publication.ts";
import { revisionFieldsOf } from "./revision-writer.ts";

// Rows turned into what pages and the REST API hand out.

/**
 * The article image's alt text (ADR 0130): the editor's description; left empty (or saved before
 * the field), its caption, else the title, stands in, and Manage News flags it “no alt text”.
 */
export function imageAltOf(
  row: Pick<NewsRow, "title" | "imageAlt" | "imageDecorative" | "imageCaption">,
): string {
  if (row.imageDecorative) return "";
  return row.imageAlt || row.imageCaption || row.title;
}

/** The focal point as CSS object-position, or nothing at the centre (the browser's default). */
export function focusStyle(row: Pick<NewsRow, "imageFocusX" | "imageFocusY">) {
  const { imageFocusX: x, imageFocusY: y } = row;
  if (x === 0.5 && y === 0.5) return undefined;
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return { objectPosition: `${percent(x)} ${percent(y)}` };
}

/**
 * "Caption — Photo: Credit", either part alone, or nothing (ADR 0130). The label is in the
 * article's language, known from its title as its date's digits are (dateTimeLabel): "ছবি:" on a
 * Bengali article. A credit that already says what it is ("ছবি: …", "© …", "Photo by …") gets none.
 */
export function captionLine(row: Pick<NewsRow, "title" | "imageCaption" | "imageCredit">) {
  const labelled = /^(©|\(c\)|photo|picture|image|credit|ছবি|আলোকচিত্র)|^[^:]{1,24}:/iu;
  const label = langOf(row.title) === "bn" ? "ছবি" : "Photo";
  const credit =
    row.imageCredit &&
    (labelled.test(row.imageCredit) ? row.imageCredit : `${label}: ${row.imageCredit}`);
  const text = [row.imageCaption, credit].filter(Boolean).join(" — ");
  return text ? { text, lang: langOf(text), credit: row.imageCredit || undefined } : undefined;
}

type PictureRow = Pick<
  NewsRow,
  | "img"
  | "image"
  | "title"
  | "imageAlt"
  | "imageDecorative"
  | "imageCaption"
  | "imageFocusX"
  | "imageFocusY"
>;

export function pictureOf(row: PictureRow): NewsPicture {
  const described = { alt: imageAltOf(row), style: focusStyle(row) };
  if (!row.image) return { src: row.img, ...described };
  return {
    ...described,
    src: row.image.url,
    width: row.image.width,
    height: row.image.height,
    ...imageSources(row.image),
  };
}

/**
 * A view made once per row object. The read cache (server/cache/read-cache.ts) hands every
 * signed-in reader of an article the same row objects between writes, and making the view
 * (rendering each section's Markdown, its plain text, the card summaries) was a large part of such
 * a render. Views are data for a page and are never changed by their users.
 */
function oncePerRow<Row extends object, View>(make: (row: Row) => View) {
  const made = new WeakMap<Row, View>();
  return (row: Row): View => {
    let view = made.get(row);
    if (view === undefined) {
      view = make(row);
      made.set(row, view);
    }
    return view;
  };
}

export const cardView = oncePerRow((row: NewsCardRow): NewsCardView => {
  return {
    id: row.id,
    path: articlePath(row.slug),
    title: row.title,
    date: row.date,
    time: row.time,
    summary: firstParagraphText(row.body1),
    category: row.category,
    picture: pictureOf(row),
  };
});

const bodyFields = ["body1", "body2", "body3", "conclusion"] as const;

/**
 * The body fields that have text, each rendered from its Markdown (ADR 0100); `base` (a feed's)
 * makes their addresses absolute, `sizes` (bodyImageSizes) gives pictures their width and height
 * (ADR 0167).
 */
export function articleSections(
  fields: Record<(typeof bodyFields)[number], string>,
  { base, sizes }: { base?: string; sizes?: ImageSizes } = {},
) {
  return bodyFields.flatMap((field): ArticleSection[] => {
    const source = fields[field];
    if (!source.trim()) return [];
    return [
      {
        field,
        html: renderArticleMarkdown(source, { base, sizes }),
        parts: base ? undefined : articleParts(source, sizes),
        lang: langOf(markdownPlainText(source)),
      },
    ];
  });
}

/** Every body field's words as plain text: what descriptions and feeds show. */
export function articlePlainText(row: Pick<NewsRow, (typeof bodyFields)[number]>) {
  return bodyFields
    .map((field) => markdownPlainText(row[field]))
    .filter(Boolean)
    .join(" ");
}

const articleViews = new WeakMap<NewsRow, { sizes?: ImageSizes; view: NewsArticleView }>();

/**
 * The article page's view of a row, made once per row object as cardView is; `sizes` are its body
 * pictures' sizes, read with the row (bodyImageSizes, ADR 0167), and part of what is kept.
 */
export function articleView(row: NewsRow, sizes?: ImageSizes): NewsArticleView {
  const made = articleViews.get(row);
  if (made && made.sizes === sizes) return made.view;
  const view: NewsArticleView = {
    ...cardView(row),
    caption: captionLine(row),
    sections: articleSections(row, { sizes }),
    description: articlePlainText(row),
    keywords: row.keywords,
    publication: publicationState(row),
    publishAt: row.publishAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  articleViews.set(row, { sizes, view });
  return view;
}

/** Where an article stands just after a save: what the editor's confirmation says (ADR 0102). */
export function savedArticle(
  row: Pick<NewsRow, "id" | "slug" | "status" | "publishAt">,
): SavedArticle {
  return {
    id: row.id,
    path: articlePath(row.slug),
    publication: publicationState(row),
    publishAt: row.publishAt.toISOString(),
  };
}

/** An address as a browser anywhere can fetch it (feeds, social cards, the REST answer). */
export function absoluteUrl(address: string) {
  return new URL(address, `${getConfig().siteUrl}/`).href;
}

/**
 * What the Edit News form starts from: the stored fields, keywords as the form's text, and the
 * slug blank while it is the id (the form refuses an id's shape; blank makes it from the title).
 */
export function articleFormValues(row: NewsRow) {
  return revisionFormValues(revisionFieldsOf(row));
}

/** The REST shape: the spec's article fields (`_id`, ..., `img`) plus slug, status and times. */
export function apiArticle(row: NewsRow, author?: string | null) {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    time: row.time,
    body1: row.body1,
    body2: row.body2,
    body3: row.body3,
    conclusion: row.conclusion,
    category: row.category,
    keywords: row.keywords,
    img: row.img ? absoluteUrl(row.img) : "",
    // Added by ADR 0130; the alt text as the article page uses it.
    imageAlt: imageAltOf(row),
    imageDecorative: row.imageDecorative,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
    imageFocusX: row.imageFocusX,
    imageFocusY: row.imageFocusY,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only GET /api/news/{id} reads the byline (ADR 0129); lists leave it out.
    ...(author === undefined ? {} : { author }),
  };
}
