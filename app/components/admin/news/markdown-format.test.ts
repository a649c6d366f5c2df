import { describe, expect, it } from "vitest";
import { continueList, type Edit, formatEdit, imageEdit } from "./markdown-format.ts";

const apply = (value: string, edit: Edit) => ({
  value: value.slice(0, edit.from) + edit.text + value.slice(edit.to),
  selected: (value.slice(0, edit.from) + edit.text + value.slice(edit.to)).slice(
    edit.select.start,
    edit.select.end,
  ),
});

describe("the editor's formatting buttons", () => {
  it("wrap the selection in bold or italic, or insert a placeholder to type over", () => {
    expect(apply("Eid Mubarak", formatEdit("Eid Mubarak", { start: 4, end: 11 }, "bold"))).toEqual({
      value: "Eid **Mubarak**",
      selected: "Mubarak",
    });
    expect(apply("ঈদ ", formatEdit("ঈদ ", { start: 3, end: 3 }, "italic"))).toEqual({
      value: "ঈদ *italic text*",
      selected: "italic text",
    });
  });

  it("make a link of the selection with its address selected", () => {
    expect(apply("see this", formatEdit("see this", { start: 4, end: 8 }, "link"))).toEqual({
      value: "see [this](https://)",
      selected: "https://",
    });
    expect(apply("", formatEdit("", { start: 0, end: 0 }, "link"))).toEqual({
      value: "[link text](https://)",
      selected: "link text",
    });
  });

  it("turn the selected lines into a list, a quote or a subheading", () => {
    const text = "Intro\nfood\nmusic\nend";
    const selection = { start: 7, end: 13 };
    expect(apply(text, formatEdit(text, selection, "bulleted")).value).toBe(
      "Intro\n\n- food\n- music\nend",
    );
    expect(apply(text, formatEdit(text, selection, "numbered")).value).toBe(
      "Intro\n\n1. food\n2. music\nend",
    );
    expect(apply("a quote", formatEdit("a quote", { start: 2, end: 2 }, "quote")).value).toBe(
      "> a quote",
    );
    expect(apply("- Heading", formatEdit("- Heading", { start: 0, end: 0 }, "heading")).value).toBe(
      "## Heading",
    );
  });

  it("insert an uploaded image with its description selected", () => {
    expect(apply("ab", imageEdit({ start: 1, end: 1 }, "/uploads/news/x-800.jpg"))).toEqual({
      value: "a\n\n![Describe the image](/uploads/news/x-800.jpg)\n\nb",
      selected: "Describe the image",
    });
  });
});

/** Presses Enter at the `|` in `text`: what the field then holds, the caret shown as `|`. */
function enter(text: string) {
  const at = text.indexOf("|");
  const value = text.replace("|", "");
  const edit = continueList(value, { start: at, end: at });
  if (!edit) return null;
  const next = value.slice(0, edit.from) + edit.text + value.slice(edit.to);
  return `${next.slice(0, edit.select.start)}|${next.slice(edit.select.start)}`;
}

describe("Enter in a list", () => {
  it("starts the next item, counting on in a numbered list", () => {
    expect(enter("- food|")).toBe("- food\n- |");
    expect(enter("Intro\n\n* মেলা|\nend")).toBe("Intro\n\n* মেলা\n* |\nend");
    expect(enter("1. food\n2. music|")).toBe("1. food\n2. music\n3. |");
    expect(enter("  - nested|")).toBe("  - nested\n  - |");
  });

  it("splits an item at the caret", () => {
    expect(enter("- food| stalls")).toBe("- food\n- | stalls");
  });

  it("ends the list on an empty item, a blank line keeping the next paragraph out", () => {
    expect(enter("- food\n- |")).toBe("- food\n\n|");
    expect(enter("1. food\n2.  |")).toBe("1. food\n\n|");
  });

  it("leaves Enter alone outside a list, before an item's text and with a selection", () => {
    expect(enter("A paragraph|")).toBeNull();
    expect(enter("**bold**|")).toBeNull();
    expect(enter("-|- food")).toBeNull();
    expect(continueList("- food", { start: 2, end: 6 })).toBeNull();
  });
});
