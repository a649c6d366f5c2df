import { playerUrl, providerLabel, readVideoAddress } from "../videos/video-providers.ts";
import { type ImageSizes, renderArticleMarkdown } from "./article-markdown.ts";

// A body field as the article page draws it: its Markdown's HTML, with a video line (a YouTube or
// Vimeo address alone on its line) taken out as a player. The address goes through the video
// gallery's allow-list (video-providers.ts), so the player is always one the site's CSP frames;
// any other address stays the text it was. The page shows the gallery's facade: no iframe until play.

export type ArticleVideo = { player: string; providerLabel: string; title: string };
/** `key`: the part's place in its field, for React. */
export type ArticlePart = { key: string } & ({ html: string } | { video: ArticleVideo });

const embeddable = new Set(["youtube", "vimeo"]);

/** The allow-listed video a line names on its own, or null. */
export function articleVideo(line: string): ArticleVideo | null {
  const text = line.trim();
  if (!/^https:\/\/\S+$/.test(text)) return null;
  const reading = readVideoAddress(text);
  if (!reading.ok || !embeddable.has(reading.video.provider)) return null;
  const label = providerLabel(reading.video.provider);
  return { player: playerUrl(reading.video), providerLabel: label, title: `${label} video` };
}

/** `sizes`: its pictures' width and height (ADR 0167). */
export function articleParts(source: string, sizes?: ImageSizes): ArticlePart[] {
  const parts: ArticlePart[] = [];
  let text: string[] = [];
  const flush = () => {
    const html = renderArticleMarkdown(text.join("\n"), { sizes });
    // Blank lines, or "&nbsp;" alone between two videos, draw nothing.
    if (html.trim()) parts.push({ key: `${parts.length}`, html });
    text = [];
  };
  for (const line of source.split("\n")) {
    const video = articleVideo(line);
    if (!video) {
      text.push(line);
      continue;
    }
    flush();
    parts.push({ key: `${parts.length}`, video });
  }
  flush();
  return parts;
}
