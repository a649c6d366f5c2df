import { preload } from "react-dom";
import type { NewsPicture } from "./news-view.ts";

// The page's main image, asked for from the <head> with high priority (React puts the preload
// there): otherwise the browser finds it only when it parses the body, after the scripts it
// preloads have taken its connections. AVIF only (type), as every browser that can preload by
// srcset can show AVIF; the others find the <picture> as before, so nothing downloads twice.

export function preloadHeroImage(picture: NewsPicture, sizes: string) {
  if (!picture.avif) return;
  preload(picture.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: picture.avif,
    imageSizes: sizes,
    fetchPriority: "high",
  });
}
