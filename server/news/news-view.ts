import type { NewsArticleView, NewsCardView, NewsPicture } from "#app/lib/news-view.ts";
import { getConfig } from "../config.ts";
import { imageSources } from "../images/image-service.ts";
import type { NewsCardRow, NewsRow } from "./news-repository.ts";
import { publicationState } from "./publication.ts";

// Rows turned into what pages and the REST API hand out.

export function pictureOf(row: Pick<NewsRow, "img" | "image">): NewsPicture {
  if (!row.image) return { src: row.img };
  return {
    src: row.image.url,
    width: row.image.width,
    height: row.image.height,
    ...imageSources(row.image),
  };
}

export function cardView(row: NewsCardRow): NewsCardView {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    body1: row.body1,
    category: row.category,
    picture: pictureOf(row),
  };
}

export function articleView(row: NewsRow): NewsArticleView {
  return {
    ...cardView(row),
    body2: row.body2,
    body3: row.body3,
    conclusion: row.conclusion,
    keywords: row.keywords,
    publication: publicationState(row),
    publishAt: row.publishAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An address as a browser anywhere can fetch it (feeds, social cards, the REST answer). */
export function absoluteUrl(address: string) {
  return new URL(address, `${getConfig().siteUrl}/`).href;
}

/** What the Edit News form starts from: the stored fields, keywords as the form's text. */
export function articleFormValues(row: NewsRow) {
  const { title, date, time, body1, body2, body3, conclusion, category, status, img } = row;
  const keywords = row.keywords.join(", ");
  return { title, date, time, body1, body2, body3, conclusion, category, keywords, status, img };
}

/** The REST shape: the spec's article fields (`_id`, ..., `img`) plus status and times. */
export function apiArticle(row: NewsRow) {
  return {
    _id: row.id,
    id: row.id,
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
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
