// A small reader for the site's own built stylesheet (Tailwind's minified output), and the subset
// of it one document can use (ADR 0092). The stylesheet splits into at-rule groups (@media,
// @supports, @layer), style rules with the class names each selector needs, custom-property blocks
// (Tailwind's theme variables), @property registrations, and rules always kept (@font-face,
// @keyframes, statements). Only this stylesheet is read, so only what Tailwind writes is handled.

export type CssNode =
  | { kind: "group"; prelude: string; children: CssNode[] }
  | { kind: "always"; css: string }
  | { kind: "rule"; css: string; selectors: string[][]; variables: string[] }
  | { kind: "variables"; selector: string; declarations: Array<[name: string, value: string]> }
  | { kind: "property"; name: string; css: string };

/** Index of the `}` closing the block whose `{` is at `open`, skipping strings and comments. */
function blockEnd(text: string, open: number) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === "/" && text[i + 1] === "*") i = text.indexOf("*/", i + 2) + 1;
    else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return i;
  }
  throw new Error("unbalanced braces in the stylesheet");
}

function stringEnd(text: string, start: number) {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === "\\") i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

/** Where the next `{` or `;` at this level is, whichever comes first. */
function headerEnd(text: string, from: number) {
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === "{" || char === ";") return i;
  }
  return text.length;
}

/** Splits `text` at top-level occurrences of `separator`, outside brackets, strings and escapes. */
function splitTopLevel(text: string, separator: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== "");
}

const groupRules = /^@(media|supports|layer|container|scope|starting-style)\b/;

export function parseCss(text: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    if (text.startsWith("/*", i)) {
      i = text.indexOf("*/", i + 2) + 2;
      continue;
    }
    if (i >= text.length) break;
    const end = headerEnd(text, i);
    const header = text.slice(i, end).trim();
    if (text[end] !== "{") {
      // A statement (@layer a, b; @charset ...).
      if (header) nodes.push({ kind: "always", css: `${header};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(text, end);
    const body = text.slice(end + 1, close);
    const css = text.slice(i, close + 1);
    if (groupRules.test(header)) {
      nodes.push({ kind: "group", prelude: header, children: parseCss(body) });
    } else if (header.startsWith("@property ")) {
      nodes.push({ kind: "property", name: header.slice("@property ".length).trim(), css });
    } else if (header.startsWith("@")) {
      nodes.push({ kind: "always", css });
    } else {
      const declarations = splitTopLevel(body, ";").map((d) => d.trim());
      if (declarations.length && declarations.every((d) => d.startsWith("--"))) {
        nodes.push({
          kind: "variables",
          selector: header,
          declarations: declarations.map((d) => {
            const colon = d.indexOf(":");
            return [d.slice(0, colon).trim(), d.slice(colon + 1)];
          }),
        });
      } else {
        nodes.push({
          kind: "rule",
          css,
          selectors: splitTopLevel(header, ",").map(classesOf),
          variables: variablesIn(body),
        });
      }
    }
    i = close + 1;
  }
  return nodes;
}

/** The class names a selector needs, unescaped (`.hover\:bg-mist:hover` needs `hover:bg-mist`). */
export function classesOf(selector: string): string[] {
  const names: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
    names.push(unescapeCss(match[1]!));
  }
  return names;
}

function unescapeCss(name: string) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

type Keep = { classes: ReadonlySet<string>; variable: (name: string) => boolean };

function render(nodes: CssNode[], keep: Keep): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "always") out += node.css;
    else if (node.kind === "rule") {
      if (node.selectors.some((needs) => needs.every((name) => keep.classes.has(name)))) {
        out += node.css;
      }
    } else if (node.kind === "property") {
      if (keep.variable(node.name)) out += node.css;
    } else if (node.kind === "variables") {
      const kept = node.declarations.filter(([name]) => keep.variable(name));
      if (kept.length) out += `${node.selector}{${kept.map(([n, v]) => `${n}:${v}`).join(";")}}`;
    } else {
      const inner = render(node.children, keep);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The custom properties a declaration block reads (var(--x)) or sets (--x: ...). */
export function variablesIn(text: string) {
  const names = new Set<string>();
  for (const match of text.matchAll(/var\((--[\w-]+)|(?:^|;)\s*(--[\w-]+)\s*:/g)) {
    names.add((match[1] ?? match[2])!);
  }
  return [...names];
}

export type Stylesheet = {
  nodes: CssNode[];
  /** For each custom property, the properties its values read. */
  reads: Map<string, string[]>;
};

export function readStylesheet(text: string): Stylesheet {
  const nodes = parseCss(text);
  const reads = new Map<string, string[]>();
  const collect = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === "group") collect(node.children);
      if (node.kind !== "variables") continue;
      for (const [name, value] of node.declarations) {
        reads.set(name, [...(reads.get(name) ?? []), ...variablesIn(value)]);
      }
    }
  };
  collect(nodes);
  return { nodes, reads };
}

const keptRule = (node: Extract<CssNode, { kind: "rule" }>, classes: ReadonlySet<string>) =>
  node.selectors.some((needs) => needs.every((name) => classes.has(name)));

/** The custom properties the kept rules read or set, with those their values read in turn. */
function usedVariables(sheet: Stylesheet, classes: ReadonlySet<string>, extraText: string) {
  const pending = variablesIn(extraText);
  const visit = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === "group") visit(node.children);
      else if (node.kind === "rule" && keptRule(node, classes)) pending.push(...node.variables);
    }
  };
  visit(sheet.nodes);
  const used = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...(sheet.reads.get(name) ?? []));
  }
  return used;
}

/**
 * The stylesheet reduced to what a document with these class names can use: every style rule a
 * selector of which needs only classes the document has, the custom properties those rules (or
 * `extraText`, the document's inline styles) read or set, directly or through other properties,
 * and everything not tied to a class (preflight, @font-face, @keyframes).
 */
export function cssFor(sheet: Stylesheet, classes: ReadonlySet<string>, extraText = ""): string {
  const used = usedVariables(sheet, classes, extraText);
  return render(sheet.nodes, { classes, variable: (name) => used.has(name) });
}
