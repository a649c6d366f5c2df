import { circle, palette as p, path, rect, svgDocument, textLines } from "./svg.ts";

// The home hero's illustration: a code editor, a phone app and a sales card, drawn for a dark
// background. 720 x 600.

function codeLines() {
  const rows: [number, number, string][] = [
    [0, 120, p.brand],
    [24, 200, "#8da2ff"],
    [24, 150, "#6ee7b7"],
    [48, 240, "#c9cedb"],
    [48, 180, "#8da2ff"],
    [24, 90, p.yellow],
    [0, 60, p.brand],
    [0, 140, "#8da2ff"],
    [24, 210, "#6ee7b7"],
    [24, 120, "#c9cedb"],
  ];
  return rows
    .map(([indent, w, color], i) =>
      rect(84 + indent, 170 + i * 30, w, 12, color, 6, { opacity: 0.9 }),
    )
    .join("");
}

export function heroIllustration() {
  const defs = `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.brand}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient><filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="24" stdDeviation="24" flood-color="#000" flood-opacity="0.35"/></filter>`;
  const body = [
    circle(430, 300, 230, "url(#glow)", { opacity: 0.25 }),
    // editor
    `<g filter="url(#soft)">`,
    rect(40, 90, 470, 400, p.inkSoft, 22),
    rect(40, 90, 470, 50, "#252d52", 22),
    rect(40, 118, 470, 22, "#252d52"),
    circle(72, 115, 7, "#ff6058"),
    circle(96, 115, 7, "#ffbd2e"),
    circle(120, 115, 7, "#28c941"),
    `</g>`,
    ...Array.from({ length: 10 }, (_, i) => rect(58, 172 + i * 30, 12, 8, "#4a5478", 4)),
    codeLines(),
    // phone
    `<g filter="url(#soft)">`,
    rect(440, 150, 220, 420, p.white, 34),
    `</g>`,
    rect(454, 164, 192, 392, p.mist, 24),
    rect(520, 172, 60, 10, "#d5d9e5", 5),
    rect(470, 198, 160, 110, "url(#glow)", 16),
    circle(600, 230, 22, p.white, { opacity: 0.35 }),
    textLines(486, 262, [90, 60], p.white, 10, 18),
    ...[0, 1, 2].map((i) =>
      [
        rect(470, 324 + i * 66, 160, 54, p.white, 12),
        circle(494, 351 + i * 66, 14, [p.brand, p.accent, p.green][i] ?? p.brand, { opacity: 0.9 }),
        textLines(516, 340 + i * 66, [90, 60], "#c9cedb", 8, 16),
      ].join(""),
    ),
    rect(470, 518, 160, 28, p.ink, 14),
    // sales card
    `<g filter="url(#soft)">`,
    rect(0, 400, 250, 130, p.white, 20),
    `</g>`,
    rect(22, 424, 90, 10, "#c9cedb", 5),
    rect(22, 446, 150, 22, p.ink, 8),
    path("M24 510 L70 494 L110 500 L150 478 L190 484 L228 456", "none", {
      stroke: p.brand,
      "stroke-width": 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    circle(228, 456, 7, p.brand),
    // sparkle
    path("M600 40 L610 70 L640 80 L610 90 L600 120 L590 90 L560 80 L590 70 Z", p.yellow),
    circle(90, 50, 10, p.brand),
  ].join("");
  return svgDocument(720, 600, "A code editor, a phone app and a sales chart", body, defs);
}

/** The default social-sharing card, rendered to PNG (scrapers do not read SVG). 1200 x 630. */
export function socialCard(name: string, tagline: string) {
  const [first, ...rest] = tagline.split(" ");
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.brand}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>`;
  const body = [
    rect(0, 0, 1200, 630, p.ink),
    circle(1050, 120, 260, "url(#g)", { opacity: 0.35 }),
    circle(1000, 560, 160, p.brand, { opacity: 0.25 }),
    rect(80, 90, 64, 64, p.brand, 16),
    path("M100 134 L112 110 L124 134 Z", p.white),
    `<text x="164" y="134" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${name}</text>`,
    `<text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="800" fill="#ffffff">${first} ${rest.slice(0, 1).join(" ")}</text>`,
    `<text x="80" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="800" fill="${p.brand}">${rest.slice(1).join(" ")}</text>`,
    `<text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#c9cedb">Web · App · Ecommerce · Software — Birmingham, UK</text>`,
  ].join("");
  return svgDocument(1200, 630, `${name}: ${tagline}`, body, defs);
}
