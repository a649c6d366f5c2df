import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { bodyExtensions, videoLine } from "./body-editor-extensions.ts";

// What the writing surface loads from a body field it writes back unchanged (ADR 0162), so opening
// and saving an article never rewrites its Markdown.
const roundTrip = (markdown: string) =>
  new Editor({
    extensions: bodyExtensions,
    content: markdown,
    contentType: "markdown",
  }).getMarkdown();

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
    ["a long Bengali paragraph", bengali],
  ])("comes back as it went in: %s", (_name, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("keeps a whole article's blocks in order", () => {
    const article = `## শিরোনাম\n\n${bengali}\n\n![Alt](/uploads/a.jpg)\n\nhttps://vimeo.com/76979871\n\n- এক\n- দুই`;
    expect(roundTrip(article)).toBe(article);
  });

  it("sees a YouTube or Vimeo address alone as a video line, nothing else", () => {
    expect(videoLine("https://youtu.be/dQw4w9WgXcQ")?.provider).toBe("youtube");
    expect(videoLine("https://vimeo.com/76979871")?.provider).toBe("vimeo");
    expect(videoLine("watch https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(videoLine("https://example.com/video")).toBeNull();
  });
});
