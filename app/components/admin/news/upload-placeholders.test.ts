import { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { bodyExtensions } from "./body-editor-extensions.ts";
import { holdPlaceForUpload } from "./upload-placeholders.ts";

// An image chosen mid-sentence uploads while the editor types on: its place is held where it was
// chosen and the text is never split or touched (the editor's review of issue 33).

const editorWith = (markdown: string) =>
  new Editor({ extensions: bodyExtensions, content: markdown, contentType: "markdown" });

/** Puts the cursor right after the first occurrence of `text`. */
function cursorAfter(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, position) => {
    const index = node.isText ? (node.text ?? "").indexOf(text) : -1;
    if (at < 0 && index >= 0) at = position + index + text.length;
  });
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

const type = (editor: Editor, text: string) =>
  editor.view.dispatch(editor.state.tr.insertText(text));

describe("a picture uploading while the editor types", () => {
  it("lands after the paragraph it was chosen in, the sentence typed meanwhile kept whole", () => {
    const editor = editorWith("ঈদের মেলা শুরু\n\nNext paragraph.");
    cursorAfter(editor, "মেলা");
    const fill = holdPlaceForUpload(editor);
    type(editor, " আজ সকালে");
    fill({ src: "/uploads/news/fair.png", alt: "Describe the image" });
    type(editor, " থেকে");
    expect(editor.getMarkdown()).toBe(
      "ঈদের মেলা আজ সকালে থেকে শুরু\n\n![Describe the image](/uploads/news/fair.png)\n\nNext paragraph.",
    );
  });

  it("follows its place when text is added above it", () => {
    const editor = editorWith("First.\n\nSecond.");
    cursorAfter(editor, "Second.");
    const fill = holdPlaceForUpload(editor);
    editor.view.dispatch(editor.state.tr.insertText("Before that, ", 1));
    fill({ src: "/uploads/a.png", alt: "A fair" });
    expect(editor.getMarkdown()).toBe(
      "Before that, First.\n\nSecond.\n\n![A fair](/uploads/a.png)",
    );
  });

  it("goes away with a failed upload, leaving the text as it was", () => {
    const editor = editorWith("Some text.");
    cursorAfter(editor, "Some");
    const fill = holdPlaceForUpload(editor);
    type(editor, " more");
    fill(null);
    expect(editor.getMarkdown()).toBe("Some more text.");
  });
});
