import { describe, expect, it } from "vitest";
import { classesOf, cssFor, readStylesheet } from "./css-rules.ts";

// The subset of the built stylesheet a document can use (ADR 0092), on CSS written the way
// Tailwind writes it.

const sheet = readStylesheet(
  [
    "/*! tailwindcss */",
    "@layer theme,base,utilities;",
    "@layer theme{:root,:host{--color-ink:#0b1020;--color-brand:#ff5a1f;--font-sans:Jakarta,var(--font-fallback);--font-fallback:sans-serif;--unused:1px}}",
    "@layer base{*,:before,:after{box-sizing:border-box}html{font-family:var(--font-sans)}}",
    "@layer utilities{",
    ".text-ink{color:var(--color-ink)}",
    ".bg-brand{background:var(--color-brand)}",
    ".hover\\:bg-brand:hover{background:var(--color-brand)}",
    ".w-\\[min\\(88vw\\,24rem\\)\\]{width:min(88vw,24rem)}",
    ".group:hover .group-hover\\:scale-110{--tw-scale-x:110%;scale:var(--tw-scale-x) var(--tw-scale-y)}",
    ".\\32 xl\\:px-6{padding:1.5rem}",
    "@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}",
    "}",
    '@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}',
    '@property --tw-scale-y{syntax:"*";inherits:false;initial-value:1}',
    '@property --tw-rotate{syntax:"*";inherits:false}',
    "@keyframes spin{to{transform:rotate(360deg)}}",
    "@font-face{font-family:Jakarta;src:url(/f.woff2)}",
  ].join(""),
);

describe("reading Tailwind's stylesheet", () => {
  it("reads the class names a selector needs, unescaped", () => {
    expect(classesOf(".hover\\:bg-brand:hover")).toEqual(["hover:bg-brand"]);
    expect(classesOf(".w-\\[min\\(88vw\\,24rem\\)\\]")).toEqual(["w-[min(88vw,24rem)]"]);
    expect(classesOf(".group:hover .group-hover\\:scale-110")).toEqual([
      "group",
      "group-hover:scale-110",
    ]);
    expect(classesOf(".\\32 xl\\:px-6")).toEqual(["2xl:px-6"]);
    expect(classesOf("*,:before")).toEqual([]);
  });
});

describe("the part of the stylesheet a document uses", () => {
  const css = cssFor(sheet, new Set(["text-ink", "lg:flex", "group", "group-hover:scale-110"]));

  it("keeps the rules of the classes it has, with the at-rules around them", () => {
    expect(css).toContain(".text-ink{color:var(--color-ink)}");
    expect(css).toContain("@media (width>=64rem){.lg\\:flex{display:flex}}");
    expect(css).toContain(".group:hover .group-hover\\:scale-110{");
    expect(css).not.toContain(".bg-brand");
    expect(css).not.toContain("hover\\:bg-brand");
    expect(css).not.toContain(".lg\\:grid");
    expect(css).not.toContain("2xl");
  });

  it("keeps everything not tied to a class: preflight, @font-face, @keyframes, statements", () => {
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain("*,:before,:after{box-sizing:border-box}");
    expect(css).toContain("@font-face{font-family:Jakarta;src:url(/f.woff2)}");
    expect(css).toContain("@keyframes spin{");
  });

  it("keeps only the custom properties and registrations the kept rules read or set", () => {
    expect(css).toContain("--color-ink:#0b1020");
    expect(css).not.toContain("--color-brand");
    expect(css).not.toContain("--unused");
    // html reads --font-sans, which reads --font-fallback.
    expect(css).toContain("--font-sans:Jakarta,var(--font-fallback)");
    expect(css).toContain("--font-fallback:sans-serif");
    expect(css).toContain("@property --tw-scale-x");
    expect(css).toContain("@property --tw-scale-y");
    expect(css).not.toContain("@property --tw-rotate");
  });

  it("keeps a property read only by the document's own style attributes", () => {
    expect(cssFor(sheet, new Set(), "color:var(--color-brand)")).toContain("--color-brand:#ff5a1f");
  });

  it("is the whole stylesheet when the document uses every class", () => {
    const all = cssFor(
      sheet,
      new Set([
        "text-ink",
        "bg-brand",
        "hover:bg-brand",
        "w-[min(88vw,24rem)]",
        "group",
        "group-hover:scale-110",
        "2xl:px-6",
        "lg:flex",
        "lg:grid",
      ]),
      "var(--unused) var(--tw-rotate)",
    );
    for (const piece of [
      ".bg-brand",
      ".lg\\:grid",
      ".\\32 xl",
      "--unused",
      "@property --tw-rotate",
    ]) {
      expect(all).toContain(piece);
    }
  });
});
