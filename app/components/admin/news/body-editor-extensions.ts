import { Extension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Markdown } from "@tiptap/markdown";
import { Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";

// The writing surface's schema (ADR 0162): the article Markdown subset (ADR 0100) and no more, read
// from and written back to Markdown by @tiptap/markdown, so the stored text keeps its shape. GFM is
// off, as in the renderer: a bare address stays text (a video line), not an autolink.

/**
 * A paragraph that is only a YouTube or Vimeo address looks like a video line. Only a hint for the
 * editor (components take no code from server/): the article's player is decided by the gallery's
 * allow-list on the server (server/news/article-parts.ts), which refuses what it does not accept.
 */
export function videoLine(text: string) {
  const match = text
    .trim()
    .match(/^https:\/\/(?:www\.|m\.)?(youtube\.com|youtu\.be|vimeo\.com)\/\S+$/);
  if (!match) return null;
  return { provider: match[1] === "vimeo.com" ? "vimeo" : "youtube" };
}

/** Draws a video line as a recognisable block (CSS in app.css), the text still editable. */
const VideoLines = Extension.create({
  name: "videoLines",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          decorations(state) {
            const found: Decoration[] = [];
            state.doc.descendants((node, position) => {
              if (node.type.name !== "paragraph") return node.isBlock;
              const video = videoLine(node.textContent);
              if (video)
                found.push(
                  Decoration.node(position, position + node.nodeSize, {
                    class: "video-line",
                    "data-provider": video.provider,
                  }),
                );
              return false;
            });
            return DecorationSet.create(state.doc, found);
          },
        },
      }),
    ];
  },
});

/** An image as a picture with its alt text beneath it, so the editor sees what readers are told. */
const Picture = Image.extend({
  renderHTML({ HTMLAttributes }) {
    return [
      "figure",
      { class: "body-picture" },
      ["img", HTMLAttributes],
      ["figcaption", { "aria-hidden": "true" }, `Alt: ${HTMLAttributes.alt || "(none)"}`],
    ];
  },
});

export const bodyExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: false, linkOnPaste: true },
  }),
  Picture,
  VideoLines,
  Markdown.configure({ markedOptions: { gfm: false } }),
];
