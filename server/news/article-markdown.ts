import type { Token } from "markdown-it";
import MarkdownIt from "markdown-it";
import { getConfig } from "../config.ts";
import { getObjectStore } from "../storage/object-store.ts";

// The one home of the article Markdown subset (ADR 0100): paragraphs, subheadings, bold, italic,
// links, bulleted and numbered lists, quotes and images we stored. markdown-it parses; the source
// text's own HTML is never passed through (html: false escapes it), links go only to the web or
// mail, and an image shows only when our image pipeline stored it. Everything else the parser
// knows (code, rules, tables, raw HTML) is switched off and reads as the text it is.

const markdown = new MarkdownIt("commonmark", {
  html: false,
  xhtmlOut: false,
  // Editors wrote plain text with line breaks before Markdown: a line break stays a line break.
  breaks: true,
  linkify: false,
  typographer: false,
});
markdown.disable(["code", "fence", "hr", "html_block", "html_inline", "backticks"]);

const linkProtocols = new Set(["http:", "https:", "mailto:"]);

/** Links to the web, to mail, or to a page of this site; never javascript:, data: or the like. */
export function isSafeLink(address: string) {
  try {
    // A relative address resolves against a web origin, so only a scheme of its own can fail.
    return linkProtocols.has(new URL(address, "https://site.invalid/").protocol);
  } catch {
    return false;
  }
}

/**
 * The storage key of a file our image pipeline handed out (a stored image of this site or its
 * bucket) that an address names, written site-relative or absolute; undefined for any other.
 */
export function ourImageObject(address: string): string | undefined {
  const siteUrl = getConfig().siteUrl;
  const local = address.startsWith(`${siteUrl}/`) ? address.slice(siteUrl.length) : address;
  const store = getObjectStore();
  const key = store.keyOf(local);
  if (!key) return undefined;
  try {
    return store.publicUrl(key) === local ? key : undefined;
  } catch {
    return undefined;
  }
}

/** True for an address our image pipeline handed out: a stored image of this site or its bucket. */
export function isOurImage(address: string) {
  return ourImageObject(address) !== undefined;
}

markdown.validateLink = isSafeLink;

// Subheadings only: the article's title is its one h1, so "#" and "##" become h2, deeper ones h3.
markdown.core.ruler.push("subheadings", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = token.markup.length <= 2 ? "h2" : "h3";
    }
  }
});

// An empty paragraph is no paragraph: the writing surface once stored "&nbsp;" for the empty
// lines left after a picture, which readers saw as blank gaps (an editor's review).
markdown.core.ruler.push("no-empty-paragraphs", (state) => {
  const tokens = state.tokens;
  for (let index = tokens.length - 3; index >= 0; index -= 1) {
    const [open, inline, close] = [tokens[index], tokens[index + 1], tokens[index + 2]];
    if (open?.type !== "paragraph_open" || close?.type !== "paragraph_close") continue;
    const blank = (inline?.children ?? []).every(
      (child) =>
        child.type === "softbreak" ||
        child.type === "hardbreak" ||
        (child.type === "text" && /^[\s\u00a0]*$/u.test(child.content)),
    );
    if (blank) tokens.splice(index, 3);
  }
});

/** A picture's intrinsic size, as its image record stored it at upload (ADR 0167). */
export type ImageSize = { width: number; height: number };
/** Sizes of a body's pictures, keyed by each picture's address as the Markdown writes it. */
export type ImageSizes = ReadonlyMap<string, ImageSize>;

type RenderEnv = { base?: string; sizes?: ImageSizes };

/** Feeds are read away from the site: their addresses are made absolute against `base`. */
function addressFor(address: string, env: unknown) {
  const base = (env as RenderEnv | undefined)?.base;
  return base ? new URL(address, `${base}/`).href : address;
}

markdown.renderer.rules.image = (tokens, index, _options, env) => {
  const token = tokens[index] as Token;
  const src = String(token.attrGet("src") ?? "");
  const alt = markdown.utils.escapeHtml(plainInline(token.children ?? []));
  if (!isOurImage(src)) return alt ? `<span>${alt}</span>` : "";
  const title = String(token.attrGet("title") ?? "");
  const titleAttr = title ? ` title="${markdown.utils.escapeHtml(title)}"` : "";
  const address = markdown.utils.escapeHtml(addressFor(src, env));
  // Its size reserves its place before it loads (ADR 0167): the text below never moves.
  const size = (env as RenderEnv | undefined)?.sizes?.get(src);
  const sizeAttrs = size ? ` width="${size.width}" height="${size.height}"` : "";
  return `<img src="${address}" alt="${alt}"${titleAttr}${sizeAttrs} loading="lazy" decoding="async">`;
};

/**
 * A protocol-relative link (`//host/path`) goes to another host like any https link, and is
 * written as one: the same address on the page and in feeds, whatever page or feed it is read
 * from (ADR 0149).
 */
export const withScheme = (address: string) =>
  address.startsWith("//") ? `https:${address}` : address;

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index] as Token;
  const href = token.attrGet("href");
  if (href) token.attrSet("href", addressFor(withScheme(String(href)), env));
  return self.renderToken(tokens, index, options);
};

/**
 * The HTML of one body field, from its Markdown source. `base` makes its addresses absolute;
 * `sizes` gives its pictures their width and height (a picture not in it is drawn without).
 */
export function renderArticleMarkdown(source: string, options: RenderEnv = {}): string {
  return markdown.render(source, { base: options.base, sizes: options.sizes } satisfies RenderEnv);
}

/** The addresses of the pictures of ours that one body field shows, as its Markdown writes them. */
export function ourImageAddresses(source: string): string[] {
  const found: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "image") {
        const src = String(token.attrGet("src") ?? "");
        if (isOurImage(src)) found.push(src);
      }
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(source, {}));
  return found;
}

function plainInline(children: Token[]): string {
  return children
    .map((child) => {
      if (child.type === "text") return child.content;
      if (child.type === "softbreak" || child.type === "hardbreak") return " ";
      return "";
    })
    .join("");
}

/** The words of one body field without its Markdown, for descriptions, excerpts and feeds. */
export function markdownPlainText(source: string): string {
  return markdown
    .parse(source, {})
    .filter((token) => token.type === "inline")
    .map((token) => plainInline(token.children ?? []).trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * The first paragraph of one body field as plain text, for a card's excerpt: the subheadings,
 * lists and quotes after it are not part of it. A field with no paragraph gives all its words.
 */
export function firstParagraphText(source: string): string {
  const tokens = markdown.parse(source, {});
  const opening = tokens.findIndex((token) => token.type === "paragraph_open" && token.level === 0);
  const inline = opening === -1 ? undefined : tokens[opening + 1];
  const text = inline?.type === "inline" ? plainInline(inline.children ?? []).trim() : "";
  return text || markdownPlainText(source);
}
