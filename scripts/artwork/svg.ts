// Tiny helpers for writing SVG artwork as strings: no dependencies, deterministic output.

export const palette = {
  ink: "#0b1020",
  inkSoft: "#1c2340",
  brand: "#ff5a1f",
  brandSoft: "#fff1eb",
  accent: "#3b5bfd",
  accentSoft: "#e8edff",
  mist: "#f5f6fa",
  line: "#e3e6ef",
  white: "#ffffff",
  green: "#16a37f",
  yellow: "#ffc247",
};

type Attrs = Record<string, string | number>;

function attrs(a: Attrs) {
  return Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra: Attrs = {},
) => `<rect ${attrs({ x, y, width: w, height: h, rx, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;

/** A row of placeholder text lines. */
export function textLines(
  x: number,
  y: number,
  widths: number[],
  fill: string,
  height = 10,
  gap = 18,
) {
  return widths.map((w, i) => rect(x, y + i * gap, w, height, fill, height / 2)).join("");
}

export function svgDocument(width: number, height: number, title: string, body: string, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

/** A browser window frame; `content` is drawn in a 1120 x 660 area at (40, 100). */
export function browserFrame(title: string, background: string, content: string, defs = "") {
  const body = [
    rect(0, 0, 1200, 800, background),
    rect(24, 28, 1152, 752, palette.white, 18, { filter: "url(#shadow)" }),
    rect(24, 28, 1152, 56, palette.mist, 18),
    rect(24, 64, 1152, 20, palette.mist),
    circle(56, 56, 7, "#ff6058"),
    circle(80, 56, 7, "#ffbd2e"),
    circle(104, 56, 7, "#28c941"),
    rect(420, 42, 360, 28, palette.white, 14),
    `<g transform="translate(40 100)">${content}</g>`,
  ].join("");
  const shadow = `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#0b1020" flood-opacity="0.18"/></filter>`;
  return svgDocument(1200, 800, title, body, shadow + defs);
}
