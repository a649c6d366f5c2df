// What each toolbar button does to a body field's text: a pure function of the text and the
// selection, so the editor's buttons are tested without a browser. The Markdown it writes is the
// subset the server renders (ADR 0100).

import { imageAltPlaceholder } from "#app/lib/news-schema.ts";

export type FormatAction =
  | "heading"
  | "bold"
  | "italic"
  | "link"
  | "bulleted"
  | "numbered"
  | "quote";

export type Selection = { start: number; end: number };

/** One replacement: text[from, to) becomes `text`; then `select` is selected. */
export type Edit = { from: number; to: number; text: string; select: Selection };

const wrappers = { bold: "**", italic: "*" } as const;
const placeholders = { bold: "bold text", italic: "italic text", link: "link text" } as const;

function wrap(value: string, { start, end }: Selection, marker: string, placeholder: string): Edit {
  const inner = value.slice(start, end) || placeholder;
  const at = start + marker.length;
  return {
    from: start,
    to: end,
    text: `${marker}${inner}${marker}`,
    select: { start: at, end: at + inner.length },
  };
}

function link(value: string, { start, end }: Selection): Edit {
  const label = value.slice(start, end);
  if (!label) {
    const text = `[${placeholders.link}](https://)`;
    return { from: start, to: end, text, select: { start: start + 1, end: start + 10 } };
  }
  const address = start + label.length + 3;
  return {
    from: start,
    to: end,
    text: `[${label}](https://)`,
    select: { start: address, end: address + 8 },
  };
}

const prefixes = {
  heading: () => "## ",
  bulleted: () => "- ",
  numbered: (n: number) => `${n + 1}. `,
  quote: () => "> ",
} as const;

/** Puts a prefix before every line the selection touches (the line of the caret when none). */
function prefixLines(value: string, { start, end }: Selection, action: keyof typeof prefixes) {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = value.indexOf("\n", end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split("\n");
  const text = lines
    .map((line, n) => `${prefixes[action](n)}${line.replace(/^(#{1,6} |[-*] |\d+\. |> )/, "")}`)
    .join("\n");
  // A block needs a blank line before it to start a new one after a paragraph.
  const before = from > 0 && value[from - 2] !== "\n" && value[from - 1] === "\n" ? "\n" : "";
  const caret = from + before.length + text.length;
  return { from, to, text: `${before}${text}`, select: { start: caret, end: caret } };
}

export function formatEdit(value: string, selection: Selection, action: FormatAction): Edit {
  if (action === "bold" || action === "italic") {
    return wrap(value, selection, wrappers[action], placeholders[action]);
  }
  if (action === "link") return link(value, selection);
  return prefixLines(value, selection, action);
}

/** The Markdown of an image, its description (given, or the placeholder) selected to type over. */
export function imageEdit(
  selection: Selection,
  address: string,
  description = imageAltPlaceholder,
): Edit {
  const alt = description.replace(/[[\]]/g, "\\$&");
  const text = `\n\n![${alt}](${address})\n\n`;
  const at = selection.start + 4;
  return {
    from: selection.start,
    to: selection.end,
    text,
    select: { start: at, end: at + alt.length },
  };
}

const listItem = /^( *)([-*]|\d{1,9}\.)( +)/;

/**
 * Enter in a list item, as in Ghost and Docs: the next item's marker follows (numbered lists
 * count on); on an item with nothing typed yet, the list ends and a blank line keeps the next
 * paragraph out of it. Null where Enter should just start a new line.
 */
export function continueList(value: string, { start, end }: Selection): Edit | null {
  if (start !== end) return null;
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const newline = value.indexOf("\n", start);
  const lineEnd = newline === -1 ? value.length : newline;
  const line = value.slice(lineStart, lineEnd);
  const match = listItem.exec(line);
  if (!match) return null;
  const [marker, indent, bullet, space] = match as unknown as [string, string, string, string];
  // The caret before the item's text (inside its marker): a plain new line.
  if (start < lineStart + marker.length) return null;
  if (!line.slice(marker.length).trim()) {
    const caret = lineStart + 1;
    return { from: lineStart, to: lineEnd, text: "\n", select: { start: caret, end: caret } };
  }
  const next = bullet.endsWith(".") ? `${Number.parseInt(bullet, 10) + 1}.` : bullet;
  const text = `\n${indent}${next}${space}`;
  const caret = start + text.length;
  return { from: start, to: start, text, select: { start: caret, end: caret } };
}
