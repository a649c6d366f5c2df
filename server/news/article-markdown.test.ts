import fc from "fast-check";
import { parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { getConfig } from "../config.ts";
import {
  firstParagraphText,
  markdownPlainText,
  ourImageAddresses,
  renderArticleMarkdown,
} from "./article-markdown.ts";

const ours = "/uploads/news/2026/11/0123456789abcdef01234567-1600.jpg";

describe("the article Markdown subset", () => {
  it("renders paragraphs, subheadings, emphasis, links, lists and quotes", () => {
    const html = renderArticleMarkdown(
      [
        "## ঈদের প্রস্তুতি",
        "",
        "**Bold** and *italic* with a [link](https://example.com/a?b=1&c=2).",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "> a quote",
        "",
        "### Smaller",
      ].join("\n"),
    );
    expect(html).toContain("<h2>ঈদের প্রস্তুতি</h2>");
    expect(html).toContain("<strong>Bold</strong> and <em>italic</em>");
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">link</a>');
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>a quote</p>\n</blockquote>");
    expect(html).toContain("<h3>Smaller</h3>");
  });

  it("keeps the title the page's one h1, and an editor's line breaks", () => {
    expect(renderArticleMarkdown("# Big")).toBe("<h2>Big</h2>\n");
    expect(renderArticleMarkdown("line one\nline two")).toBe("<p>line one<br>\nline two</p>\n");
  });

  it("shows our uploaded images inline, lazily", () => {
    expect(renderArticleMarkdown(`![Eid prayers](${ours})`)).toBe(
      `<p><img src="${ours}" alt="Eid prayers" loading="lazy" decoding="async"></p>\n`,
    );
    const absolute = `${getConfig().siteUrl}${ours}`;
    expect(renderArticleMarkdown(`![x](${absolute})`)).toContain(`<img src="${absolute}"`);
  });

  it('draws no empty paragraph: the surface\'s old "&nbsp;" after a picture was a blank gap', () => {
    expect(renderArticleMarkdown(`![Eid prayers](${ours})\n\n&nbsp;\n\n&nbsp;\n\nAfter.`)).toBe(
      `<p><img src="${ours}" alt="Eid prayers" loading="lazy" decoding="async"></p>\n<p>After.</p>\n`,
    );
    expect(renderArticleMarkdown("&nbsp;")).toBe("");
    // A space of its own inside words is still written.
    expect(renderArticleMarkdown("10&nbsp;km")).toBe("<p>10\u00a0km</p>\n");
  });

  it("gives a picture the width and height its record stored, so its place is kept (ADR 0167)", () => {
    const sizes = new Map([[ours, { width: 1600, height: 900 }]]);
    expect(renderArticleMarkdown(`![Eid prayers](${ours} "At the mosque")`, { sizes })).toBe(
      `<p><img src="${ours}" alt="Eid prayers" title="At the mosque" width="1600" height="900" loading="lazy" decoding="async"></p>\n`,
    );
    // Keyed by the address as written: a feed's absolute address still finds it.
    expect(renderArticleMarkdown(`![x](${ours})`, { sizes, base: "https://site.test" })).toContain(
      `<img src="https://site.test${ours}" alt="x" width="1600" height="900"`,
    );
  });

  it("draws a picture its record does not know as before, without a size", () => {
    const other = "/uploads/news/2026/11/fedcba9876543210fedcba98-1600.jpg";
    const sizes = new Map([[ours, { width: 1600, height: 900 }]]);
    const html = renderArticleMarkdown(`![gone](${other})`, { sizes });
    expect(html).toBe(`<p><img src="${other}" alt="gone" loading="lazy" decoding="async"></p>\n`);
    expect(renderArticleMarkdown(`![none](${ours})`)).not.toContain("width=");
  });

  it("never sizes an image from anywhere else: it is still not shown", () => {
    const elsewhere = "https://evil.example/x.png";
    const sizes = new Map([[elsewhere, { width: 10, height: 10 }]]);
    expect(renderArticleMarkdown(`![t](${elsewhere})`, { sizes })).toBe("<p><span>t</span></p>\n");
  });

  it("lists the addresses of our pictures a body shows, wherever they stand", () => {
    const absolute = `${getConfig().siteUrl}${ours}`;
    const body = `Text ![a](${ours})\n\n- ![b](${absolute})\n\n> ![c](https://evil.example/x.png)\n\n[link](${ours})`;
    expect(ourImageAddresses(body)).toEqual([ours, absolute]);
    expect(ourImageAddresses("no pictures")).toEqual([]);
  });

  it("never shows an image from anywhere else: its alt text stands in", () => {
    for (const src of [
      "https://evil.example/uploads/news/a-1600.jpg",
      "https://evil.example/x.png",
      "//evil.example/uploads/a.jpg",
      "data:image/png;base64,iVBORw0KGgo=",
      "/uploads/../secret",
      "/favicon.ico",
      "javascript:alert(1)",
    ]) {
      const html = renderArticleMarkdown(`![tracker](${src})`);
      expect(html, src).not.toContain("<img");
      expect(html, src).not.toContain("evil.example");
    }
  });

  it("never links to javascript:, data: or vbscript:, however it is spelt", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "%6Aavascript:alert(1)",
      " javascript:alert(1)",
      "<javascript:alert(1)>",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      const html = renderArticleMarkdown(`[click](${href}) and <${href}>`);
      for (const [, link] of html.matchAll(/href="([^"]*)"/g)) {
        expect(new URL(link!, "https://site.invalid/").protocol, href).toBe("https:");
      }
    }
    expect(renderArticleMarkdown("[x](/community-news)")).toContain('href="/community-news"');
    expect(renderArticleMarkdown("[x](mailto:a@b.test)")).toContain('href="mailto:a@b.test"');
  });

  it("writes a protocol-relative link as the https link it is, on the page and in feeds", () => {
    expect(renderArticleMarkdown("[b](//evil.example/x)")).toContain(
      'href="https://evil.example/x"',
    );
    expect(
      renderArticleMarkdown("[b](//evil.example/x)", { base: "http://localhost:3000" }),
    ).toContain('href="https://evil.example/x"');
    // A path of this site stays a path.
    expect(renderArticleMarkdown("[x](/news/a)")).toContain('href="/news/a"');
  });

  it("takes a card's excerpt from the first paragraph alone", () => {
    const body =
      "The **council** met on Monday.\n\n## What was decided\n\n- a new park\n- a library";
    expect(firstParagraphText(body)).toBe("The council met on Monday.");
    expect(firstParagraphText("- only\n- a list")).toBe("only a list");
    expect(firstParagraphText("")).toBe("");
  });

  it("writes HTML in the source out as text", () => {
    const html = renderArticleMarkdown(
      `<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <b onclick="x">b</b>\n\n<div>\n\n*x*\n\n</div>`,
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<(script|img|b|div)[\s>]/);
  });

  it("reads code, rules and tables as plain text", () => {
    expect(renderArticleMarkdown("    indented")).toBe("<p>indented</p>\n");
    expect(renderArticleMarkdown("`tick`")).toBe("<p>`tick`</p>\n");
    expect(renderArticleMarkdown("a\n\n---")).not.toContain("<hr");
    expect(renderArticleMarkdown("```\ncode\n```")).not.toContain("<code");
  });

  it("makes plain text for descriptions, excerpts and feeds", () => {
    expect(
      markdownPlainText(
        `## Eid\n\n**Bold** [link](https://x.test) &amp; ![img](${ours})\n- a\n- b`,
      ),
    ).toBe("Eid Bold link & a b");
    expect(markdownPlainText("<b>kept as text</b>")).toBe("<b>kept as text</b>");
  });
});

// Whatever an editor (or an attacker with an editor's session) types, the HTML holds only the
// subset's elements and attributes, links go to the web or mail, and images only to our uploads.
const allowed: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  a: ["href", "title"],
  ul: [],
  ol: ["start"],
  li: [],
  blockquote: [],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  span: [],
};

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
};

function checkTree(node: Node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) {
      expect(Object.keys(allowed)).toContain(child.tagName);
      for (const attr of child.attrs ?? []) {
        expect(allowed[child.tagName]).toContain(attr.name);
        if (attr.name === "href") {
          expect(["http:", "https:", "mailto:"]).toContain(
            new URL(attr.value, "https://site.invalid/").protocol,
          );
        }
        if (attr.name === "src") expect(attr.value.startsWith("/uploads/")).toBe(true);
      }
    }
    checkTree(child);
  }
}

/** Sizes for our picture and for addresses that are not ours: only ours may take one. */
const hostileSizes = new Map([
  [ours, { width: 1600, height: 900 }],
  ["https://evil.example/", { width: 1, height: 1 }],
]);

describe("hostile Markdown", () => {
  const piece = fc.constantFrom(
    "[a](",
    "](",
    ")",
    "![",
    "<",
    ">",
    "javascript:",
    "data:",
    "&#106;",
    "\n",
    "\n\n",
    "*",
    "**",
    "_",
    "#",
    "- ",
    "1. ",
    "> ",
    "`",
    '"',
    "'",
    " onerror=",
    "<script>",
    "<img src=x>",
    "https://evil.example/",
    ours,
    "বাংলা",
    "\\",
  );
  const source = fc.oneof(
    fc.string(),
    fc.array(piece, { maxLength: 40 }).map((p) => p.join("")),
  );

  it("renders only the subset's elements, safe links and our images", () => {
    fc.assert(
      fc.property(source, (text) => {
        checkTree(parseFragment(renderArticleMarkdown(text, { sizes: hostileSizes })) as Node);
      }),
      { numRuns: 2000 },
    );
  });
});
