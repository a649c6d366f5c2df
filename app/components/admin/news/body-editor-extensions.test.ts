import { Editor } from "@tiptap/core";
import { EditorState, TextSelection } from "@tiptap/pm/state";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { bodyExtensions, markdownOf, videoLine } from "./body-editor-extensions.ts";

// What the writing surface loads from a body field it writes back unchanged (ADR 0162), so opening
// and saving an article never rewrites its Markdown.
const roundTrip = (markdown: string) =>
  markdownOf(
    new Editor({
      extensions: bodyExtensions,
      content: markdown,
      contentType: "markdown",
    }),
  );

const bengali =
  "বাংলা ভাষা দক্ষিণ এশিয়ার বঙ্গ অঞ্চলের মানুষের স্থানীয় ভাষা। বার্মিংহামের কমিউনিটি সেন্টারে ঈদের অনুষ্ঠানে শত শত মানুষ অংশ নিয়েছিলেন, শিশুরা কবিতা আবৃত্তি করেছে এবং প্রবীণরা তাঁদের স্মৃতিচারণ করেছেন।";

describe("the writing surface's Markdown", () => {
  it.each([
    ["a subheading", "## ঈদের প্রস্তুতি"],
    ["bold, italic and a link", "Some **bold**, *italic* and a [link](https://example.com/a?b=1)."],
    ["a bulleted list", "- one\n- two"],
    ["a numbered list", "1. first\n2. second"],
    ["a quote", "> উদ্ধৃতি"],
    ["an image with its alt text", "![Children at the Eid fair](/uploads/2026/eid.jpg)"],
    ["a video line", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    // Escaped as text ("\\_", "&amp;"), a published article with such a line counted as changed
    // as soon as it was opened, and was autosaved untouched (an editor's review).
    ["a video line with _ and &", "https://www.youtube.com/watch?v=a_b-C_d&t=42s"],
    ["a short video line with _", "https://youtu.be/x_Y_z?si=a_b"],
    ["a long Bengali paragraph", bengali],
  ])("comes back as it went in: %s", (_name, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("keeps a whole article's blocks in order", () => {
    const article = `## শিরোনাম\n\n${bengali}\n\n![Alt](/uploads/a.jpg)\n\nhttps://vimeo.com/76979871\n\n- এক\n- দুই`;
    expect(roundTrip(article)).toBe(article);
  });

  it("writes no empty paragraph: the ones left after a picture showed readers a blank gap", () => {
    const editor = new Editor({
      extensions: bodyExtensions,
      content: {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "Before." }] },
          { type: "image", attrs: { src: "/uploads/a.jpg", alt: "Alt" } },
          { type: "paragraph" },
          { type: "paragraph" },
          { type: "paragraph" },
          { type: "paragraph", content: [{ type: "text", text: "After." }] },
          { type: "paragraph" },
          { type: "paragraph" },
        ],
      },
    });
    expect(markdownOf(editor)).toBe("Before.\n\n![Alt](/uploads/a.jpg)\n\nAfter.");
  });

  it("sees a YouTube or Vimeo address alone as a video line, nothing else", () => {
    expect(videoLine("https://youtu.be/dQw4w9WgXcQ")?.provider).toBe("youtube");
    expect(videoLine("https://vimeo.com/76979871")?.provider).toBe("vimeo");
    expect(videoLine("watch https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(videoLine("https://example.com/video")).toBeNull();
  });
});

describe("bold typed against punctuation", () => {
  it("is stored as Markdown that reads back as bold, with no asterisks left for readers", () => {
    const editor = new Editor({
      extensions: bodyExtensions,
      content: "অতিথিদের খাবার পরিবেশন করে।",
      contentType: "markdown",
    });
    // As typed, a letter per transaction, through the surface's own plugins (a headless editor
    // runs none): Ctrl+B, a sentence, Ctrl+B, the next word.
    let state = EditorState.create({
      doc: editor.state.doc,
      plugins: editor.extensionManager.plugins,
    });
    state = state.apply(state.tr.setSelection(TextSelection.atEnd(state.doc)));
    const bold = state.schema.marks.bold!;
    const type = (text: string) => {
      for (const letter of text) state = state.apply(state.tr.insertText(letter));
    };
    state = state.apply(state.tr.addStoredMark(bold.create()));
    type("আয়োজক কমিটি ধন্যবাদ জানায়।");
    state = state.apply(state.tr.removeStoredMark(bold));
    type("আয়োজক");
    const markdown = editor.markdown!.serialize(state.doc.toJSON());
    const html = new MarkdownIt().render(markdown);
    expect(html).toContain("<strong>আয়োজক কমিটি ধন্যবাদ জানায়</strong>");
    expect(html).not.toContain("*");
    // And again after a reload and a save: nothing is escaped or lost.
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("is mended where a paste lands in a long article, the other paragraphs left as they are", () => {
    const editor = new Editor({
      extensions: bodyExtensions,
      content: `${bengali}\n\nদ্বিতীয় অনুচ্ছেদ।\n\n${bengali}`,
      contentType: "markdown",
    });
    let state = EditorState.create({
      doc: editor.state.doc,
      plugins: editor.extensionManager.plugins,
    });
    const second = state.doc.child(0).nodeSize + 1;
    const { schema } = state;
    const pasted = [
      schema.text("ধন্যবাদ জানায়।", [schema.marks.bold!.create()]),
      schema.text("আয়োজক "),
    ];
    state = state.apply(state.tr.insert(second, pasted));
    const html = new MarkdownIt().render(editor.markdown!.serialize(state.doc.toJSON()));
    expect(html).toContain("<strong>ধন্যবাদ জানায়</strong>।আয়োজক দ্বিতীয় অনুচ্ছেদ।");
    expect(html.match(/<p>/g)).toHaveLength(3);
  });
});
