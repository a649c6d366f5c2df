// What news pages receive from their loaders: plain data, ready to render.

/** Public (published and due), published but not yet due, or a draft (server/news/publication.ts). */
export type PublicationState = "published" | "scheduled" | "draft";

export type NewsPicture = {
  /** The fallback address (the spec's `img`), also the src of the <img>. */
  src: string;
  width?: number;
  height?: number;
  /** srcset lists per format; absent for an image hosted elsewhere. */
  avif?: string;
  webp?: string;
  jpeg?: string;
};

export type NewsCardView = {
  id: string;
  title: string;
  date: string;
  time: string;
  body1: string;
  category: string;
  picture: NewsPicture;
};

export type NewsArticleView = NewsCardView & {
  body2: string;
  body3: string;
  conclusion: string;
  keywords: string[];
  publication: PublicationState;
  publishAt: string;
  updatedAt: string;
};
