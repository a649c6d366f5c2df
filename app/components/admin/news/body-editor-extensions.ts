import { type Editor, Extension } from "@tiptap/core";
import Image, { type ImageOptions } from "@tiptap/extension-image";
import Paragraph from "@tiptap/extension-paragraph";
import { Markdown } from "@tiptap/markdown";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection, Plugin, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";
import type { PromptQuestion } from "#app/components/ui/dialog.tsx";
import { imageAltPlaceholder } from "#app/lib/news-schema.ts";
import { UploadPlaceholders } from "./upload-placeholders.ts";

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

/**
 * A paragraph written back as the article's Markdown needs it. An empty one is left out: the
 * serializer wrote "&nbsp;" for a second empty paragraph (the ones Enter leaves after a picture),
 * which readers saw as a blank gap. A video line is its address as it stands: escaped like other
 * text ("\\_", "&amp;"), it read back as the same address but was no longer the stored one, so an
 * untouched article counted as changed, and the server no longer saw it as a video.
 */
const BodyParagraph = Paragraph.extend({
  renderMarkdown: (node, helpers) => {
    const content = node.content ?? [];
    if (content.length === 0) return "";
    const [only] = content;
    if (
      content.length === 1 &&
      only?.type === "text" &&
      !only.marks?.length &&
      videoLine(only.text ?? "")
    ) {
      return (only.text ?? "").trim();
    }
    return helpers.renderChildren(content);
  },
});

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

const punctuation = /[\p{P}\p{S}]/u;
const wordCharacter = /[\p{L}\p{M}\p{N}]/u;

/**
 * The stretches of the final document the transactions wrote, so a keystroke looks at its own
 * paragraph and not a whole long article. Widened by one on each side to reach the edges' blocks.
 */
function changedRanges(transactions: readonly Transaction[], size: number) {
  const ranges: [number, number][] = [];
  transactions.forEach((transaction, index) => {
    const later = transactions.slice(index + 1);
    transaction.mapping.maps.forEach((map, step) => {
      map.forEach((_oldFrom, _oldTo, from, to) => {
        let [start, end] = [from, to];
        for (const mapping of [
          transaction.mapping.slice(step + 1),
          ...later.map((t) => t.mapping),
        ]) {
          start = mapping.map(start, -1);
          end = mapping.map(end, 1);
        }
        ranges.push([Math.max(0, start - 1), Math.min(size, end + 1)]);
      });
    });
  });
  return ranges;
}

/**
 * Bold or italic that ends in punctuation right before a letter ("করে।**আয়োজক।**আয়োজক") has no
 * Markdown that reads back: CommonMark does not close `**` between punctuation and a letter, so
 * readers saw the asterisks, and each later save escaped them again. Such a punctuation mark at
 * the edge of the emphasis is taken out of it as it is typed: the text stays, and reads back.
 */
const EmphasisEdges = Extension.create({
  name: "emphasisEdges",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction(transactions, _before, state) {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const { tr } = state;
          const types = [state.schema.marks.bold, state.schema.marks.italic].filter(
            (type) => type !== undefined,
          );
          const seen = new Set<number>();
          for (const [from, to] of changedRanges(transactions, state.doc.content.size)) {
            state.doc.nodesBetween(from, to, (block, start) => {
              if (!block.isTextblock) return true;
              if (seen.has(start)) return false;
              seen.add(start);
              let previous: { text: string; end: number; marks: typeof block.marks } | undefined;
              block.forEach((child, offset) => {
                const at = start + 1 + offset;
                const text = child.isText ? (child.text ?? "") : "";
                if (previous && text) {
                  const last = previous.text.slice(-1);
                  const first = text.charAt(0);
                  for (const type of types) {
                    const before = type.isInSet(previous.marks);
                    const after = type.isInSet(child.marks);
                    if (before && !after && punctuation.test(last) && wordCharacter.test(first)) {
                      tr.removeMark(previous.end - 1, previous.end, type);
                    }
                    if (!before && after && wordCharacter.test(last) && punctuation.test(first)) {
                      tr.removeMark(at, at + 1, type);
                    }
                  }
                }
                previous = text
                  ? { text, end: at + child.nodeSize, marks: child.marks }
                  : undefined;
              });
              return false;
            });
          }
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

const described = (alt: unknown) =>
  typeof alt === "string" && alt !== "" && alt !== imageAltPlaceholder;

/** One question for the editor, answered in the surface's own dialog (rich-body-editor.tsx). */
export type Question = PromptQuestion;
/** Puts a question; `answer` is called with the text saved, not at all when the editor cancels. */
export type Ask = (question: Question, answer: (text: string) => void) => void;

/** Asks for a picture's description, the present one filled in. */
function askDescription(ask: Ask, current: string, answer: (alt: string) => void) {
  ask(
    {
      title: "Describe the picture",
      label: "Description (alt text)",
      hint: "What the picture shows, for people who can't see it.",
      value: current === imageAltPlaceholder ? "" : current,
    },
    (text) => answer(text.trim() || imageAltPlaceholder),
  );
}

/**
 * Gives the picture asked about its description. The answer comes after a dialog: should the
 * body have changed meanwhile (an upload landing above it), the same picture is looked for.
 */
function describeAt(view: EditorView, position: number, asked: ProseMirrorNode, alt: string) {
  const { doc } = view.state;
  const same = (node: ProseMirrorNode | null | undefined) =>
    node?.type === asked.type && node.attrs.src === asked.attrs.src;
  let at = same(doc.nodeAt(position)) ? position : -1;
  if (at < 0)
    doc.descendants((node, start) => {
      if (at < 0 && same(node)) at = start;
      return at < 0;
    });
  if (at >= 0) view.dispatch(view.state.tr.setNodeAttribute(at, "alt", alt));
}

/**
 * An image as a picture with its alt text beneath it, so the editor sees what readers are told.
 * Its description is changed where it stands: a double-click on the picture, or Enter with the
 * picture selected, asks for it again (there is no Markdown to type over in the surface).
 */
const Picture = Image.extend<ImageOptions & { ask: Ask }>({
  addOptions() {
    return { ...(this.parent?.() as ImageOptions), ask: () => {} };
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "figure",
      {
        class: "body-picture",
        ...(described(HTMLAttributes.alt) ? {} : { "data-undescribed": "" }),
      },
      ["img", HTMLAttributes],
      [
        "figcaption",
        { "aria-hidden": "true" },
        described(HTMLAttributes.alt)
          ? `Alt: ${HTMLAttributes.alt} (double-click or Enter to change)`
          : "Describe this picture: double-click it, or select it and press Enter",
      ],
    ];
  },
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) {
          return false;
        }
        const { node, from } = selection;
        askDescription(this.options.ask, String(node.attrs.alt ?? ""), (alt) =>
          describeAt(editor.view, from, node, alt),
        );
        return true;
      },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleDOMEvents: {
            // Asked at the double-click's last event, not at its second press (where
            // ProseMirror sees double-clicks): a dialog open by then took that press's release
            // and click, and its field lost the focus.
            dblclick: (view, event) => {
              const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
              const node = at && at.inside >= 0 ? view.state.doc.nodeAt(at.inside) : null;
              if (!at || node?.type.name !== this.name) return false;
              event.preventDefault();
              askDescription(this.options.ask, String(node.attrs.alt ?? ""), (alt) =>
                describeAt(view, at.inside, node, alt),
              );
              return true;
            },
          },
        },
      }),
    ];
  },
});

/** The surface's extensions, its questions put through `ask` (the surface's dialog). */
export const bodyExtensionsAsking = (ask: Ask) => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: false, linkOnPaste: true },
    paragraph: false,
  }),
  BodyParagraph,
  Picture.configure({ ask }),
  UploadPlaceholders,
  VideoLines,
  EmphasisEdges,
  Markdown.configure({ markedOptions: { gfm: false } }),
];

/**
 * The Markdown a surface's document is stored as: nothing for an empty body, no trailing space
 * (the serializer ends a closing list with blank lines) and one blank line between blocks, where
 * a left-out empty paragraph would leave more.
 */
export function markdownOf(editor: Editor) {
  if (editor.isEmpty) return "";
  return editor
    .getMarkdown()
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd();
}

/** Without a dialog (tests, reading Markdown): questions go unanswered. */
export const bodyExtensions = bodyExtensionsAsking(() => {});
