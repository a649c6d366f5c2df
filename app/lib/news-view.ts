// What news pages receive from their loaders: plain data, ready to render.

/** Public (published and due), published but not yet due, or a draft (server/news/publication.ts). */
export type PublicationState = "published" | "scheduled" | "draft";

export type NewsPicture = {
  /** The fallback address (the spec's `img`), also the src of the <img>. */
  src: string;
  /** Its alt text (ADR 0130): the editor's description, "" when decorative, else the title. */
  alt: string;
  /**
   * Its focal point as the <img>'s style (CSS object-position), absent at the centre: crops keep
   * it in view. Made on the server, so the page's script only passes it on.
   */
  style?: { objectPosition: string };
  width?: number;
  height?: number;
  /** srcset lists per format; absent for an image hosted elsewhere. */
  avif?: string;
  webp?: string;
  jpeg?: string;
};

export type NewsCardView = {
  id: string;
  /** Where it is read: /news/{slug} (ADR 0105). */
  path: string;
  title: string;
  date: string;
  time: string;
  /** Body1's first paragraph as plain text, its Markdown taken out (the card's excerpt). */
  summary: string;
  category: string;
  picture: NewsPicture;
};

/** One body field (Body1, Body2, Body3, Conclusion) rendered by the server from its Markdown. */
export type ArticleSection = {
  field: "body1" | "body2" | "body3" | "conclusion";
  /** Built by server/news/article-markdown.ts from the subset alone: never the source's HTML. */
  html: string;
  /**
   * The page's drawing of the same field: HTML between players, a video line being one
   * (server/news/article-parts.ts). Absent in feeds, which show `html`.
   */
  parts?: ({ key: string } & (
    | { html: string }
    | { video: { player: string; providerLabel: string; title: string } }
  ))[];
  lang?: "bn";
};

export type NewsArticleView = NewsCardView & {
  /**
   * The hero image's caption and credit as one plain-text line, "Caption — Photo: Credit"
   * (ADR 0130), made on the server; absent when neither was given.
   */
  caption?: { text: string; lang?: "bn"; credit?: string };
  sections: ArticleSection[];
  /** The article's words as plain text, for the description when Body1 is empty. */
  description: string;
  keywords: string[];
  publication: PublicationState;
  publishAt: string;
  updatedAt: string;
  /** The byline: the name of the user who first created it; none for older articles (ADR 0129). */
  author?: string | null;
};

/** Where an article stands after a save: what the editor's confirmation says (ADR 0102). */
export type SavedArticle = {
  id: string;
  /** Its public address (ADR 0105), where View leads. */
  path: string;
  publication: PublicationState;
  publishAt: string;
};
