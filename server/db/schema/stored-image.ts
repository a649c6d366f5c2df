// An uploaded image as the tables store it (a jsonb column): an article's image, a user's
// picture, a video's thumbnail. Its own module so the tables that hold one need not import
// each other for it.

export type StoredImage = {
  /** Storage key prefix; every variant lives under it. */
  key: string;
  width: number;
  height: number;
  /** Public URL of the fallback (largest JPEG) variant: the spec's `img`. */
  url: string;
  /** Widths that exist as WebP and AVIF variants. */
  widths: number[];
};
