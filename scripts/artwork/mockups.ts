import { browserFrame, circle, palette as p, path, rect, textLines } from "./svg.ts";

// Portfolio screens: stylised browser mock-ups of each project, in the site's palette.

function navBar(accent: string) {
  return [
    rect(0, 0, 1120, 56, p.white),
    rect(0, 14, 120, 28, accent, 8),
    textLines(560, 23, [70], p.line).concat(
      textLines(650, 23, [70], p.line),
      textLines(740, 23, [70], p.line),
    ),
    rect(960, 10, 160, 36, p.ink, 18),
    rect(0, 56, 1120, 2, p.line),
  ].join("");
}

export function ecommerceScreen() {
  const products = [0, 1, 2, 3].map((i) => {
    const x = i * 206;
    const colors = [p.brand, p.accent, p.yellow, p.green];
    return [
      rect(x, 290, 190, 250, p.mist, 14),
      circle(x + 95, 380, 52, colors[i] ?? p.brand, { opacity: 0.9 }),
      rect(x + 55, 420, 80, 22, p.white, 6, { opacity: 0.6 }),
      textLines(x + 16, 470, [130, 80], "#c9cedb"),
      rect(x + 16, 508, 60, 16, p.ink, 8),
    ].join("");
  });
  const content = [
    navBar(p.brand),
    rect(0, 80, 820, 180, p.ink, 18),
    textLines(36, 120, [300, 220], p.white, 18, 32),
    rect(36, 196, 150, 40, p.brand, 20),
    circle(700, 170, 70, p.brand, { opacity: 0.85 }),
    circle(620, 200, 40, p.accent, { opacity: 0.85 }),
    ...products,
    rect(850, 80, 270, 460, p.white, 18, { stroke: p.line, "stroke-width": 2 }),
    textLines(874, 104, [120], p.ink, 14),
    ...[0, 1, 2].map((i) =>
      [
        rect(874, 146 + i * 84, 60, 60, p.mist, 10),
        textLines(948, 156 + i * 84, [120, 70], "#c9cedb"),
      ].join(""),
    ),
    rect(874, 420, 222, 2, p.line),
    textLines(874, 440, [80], p.ink, 14),
    rect(874, 476, 222, 44, p.brand, 22),
    textLines(0, 570, [1120], p.mist, 60),
  ].join("");
  return browserFrame("Ecommerce platform screen", p.brandSoft, content);
}

export function restaurantScreen() {
  const dishes = [0, 1, 2, 3].map((i) => {
    const y = 150 + i * 96;
    const colors = [p.brand, p.yellow, p.green, "#e2463f"];
    return [
      rect(0, y, 560, 80, p.white, 14, { stroke: p.line, "stroke-width": 2 }),
      circle(44, y + 40, 26, colors[i] ?? p.brand),
      circle(44, y + 40, 12, p.white, { opacity: 0.7 }),
      textLines(88, y + 22, [180, 260], "#c9cedb", 10, 22),
      rect(470, y + 24, 70, 32, p.ink, 16),
    ].join("");
  });
  const days = Array.from({ length: 28 }, (_, i) => {
    const x = 640 + (i % 7) * 64;
    const y = 240 + Math.floor(i / 7) * 56;
    const picked = i === 17;
    return [rect(x, y, 48, 40, picked ? p.brand : p.mist, 10)].join("");
  });
  const content = [
    navBar(p.yellow),
    textLines(0, 88, [260], p.ink, 22),
    textLines(0, 122, [180, 140], "#c9cedb", 10),
    ...dishes,
    rect(610, 80, 510, 470, p.ink, 20),
    textLines(640, 112, [180], p.white, 16),
    textLines(640, 146, [240], "#4a5478", 10),
    ...Array.from({ length: 7 }, (_, i) => rect(652 + i * 64, 212, 24, 8, "#4a5478", 4)),
    ...days,
    rect(640, 476, 450, 48, p.brand, 24),
    rect(0, 560, 1120, 110, p.brandSoft, 18),
    circle(70, 615, 30, p.brand),
    textLines(120, 596, [300, 220], "#f0a888", 12, 24),
    rect(900, 594, 190, 42, p.white, 21),
  ].join("");
  return browserFrame("Restaurant ordering app screen", "#fff6e0", content);
}

export function propertyScreen() {
  const houses = [0, 1, 2].map((i) => {
    const y = 140 + i * 172;
    return [
      rect(0, y, 520, 156, p.white, 16, { stroke: p.line, "stroke-width": 2 }),
      rect(12, y + 12, 170, 132, p.accentSoft, 12),
      path(`M${47} ${y + 100} L${97} ${y + 56} L${147} ${y + 100} Z`, p.accent),
      rect(62, y + 98, 70, 36, p.accent),
      rect(88, y + 110, 18, 24, p.white),
      textLines(200, y + 28, [200, 260, 140], "#c9cedb", 10, 24),
      rect(200, y + 106, 110, 26, p.brand, 13),
    ].join("");
  });
  const pins = [
    [700, 240],
    [820, 330],
    [940, 210],
    [1010, 420],
    [760, 470],
  ].map(([x, y]) =>
    [
      path(
        `M${x} ${(y ?? 0) + 34} C${(x ?? 0) - 20} ${(y ?? 0) + 6} ${(x ?? 0) - 20} ${(y ?? 0) - 20} ${x} ${(y ?? 0) - 20} C${(x ?? 0) + 20} ${(y ?? 0) - 20} ${(x ?? 0) + 20} ${(y ?? 0) + 6} ${x} ${(y ?? 0) + 34} Z`,
        p.brand,
      ),
      circle(x ?? 0, y ?? 0, 7, p.white),
    ].join(""),
  );
  const content = [
    navBar(p.accent),
    rect(0, 76, 520, 48, p.mist, 24),
    rect(420, 82, 92, 36, p.accent, 18),
    ...houses,
    rect(550, 76, 570, 580, "#e6ecf5", 18),
    path("M550 300 C700 260 820 380 1120 330 L1120 370 C820 420 700 300 550 340 Z", "#cdd8ea"),
    path("M760 76 C780 250 700 420 790 656 L820 656 C730 420 810 250 790 76 Z", p.white, {
      opacity: 0.8,
    }),
    path("M550 520 L1120 460 L1120 480 L550 540 Z", p.white, { opacity: 0.8 }),
    rect(880, 540, 200, 60, "#bfe3cf", 14),
    ...pins,
  ].join("");
  return browserFrame("Property search platform screen", p.accentSoft, content);
}

export function communityTvScreen() {
  const cards = [0, 1, 2].map((i) => {
    const x = i * 252;
    const tints = [p.brandSoft, p.accentSoft, "#e3f6ef"];
    return [
      rect(x, 440, 236, 220, p.white, 14, { stroke: p.line, "stroke-width": 2 }),
      rect(x, 440, 236, 110, tints[i] ?? p.mist, 14),
      rect(x, 520, 236, 30, tints[i] ?? p.mist),
      textLines(x + 16, 568, [180, 200, 120], "#c9cedb", 10, 22),
    ].join("");
  });
  const content = [
    navBar("#e2463f"),
    rect(0, 80, 740, 340, p.ink, 18),
    path(
      "M0 360 C200 300 420 400 740 320 L740 402 C740 412 732 420 722 420 L18 420 C8 420 0 412 0 402 Z",
      p.inkSoft,
    ),
    circle(370, 236, 46, p.white, { opacity: 0.95 }),
    path("M356 212 L396 236 L356 260 Z", "#e2463f"),
    textLines(28, 370, [320], p.white, 14),
    rect(28, 396, 110, 8, "#e2463f", 4),
    ...cards,
    rect(770, 80, 350, 580, p.mist, 18),
    textLines(794, 106, [140], p.ink, 14),
    ...[0, 1, 2, 3, 4].map((i) =>
      [
        rect(794, 146 + i * 100, 96, 72, i % 2 ? p.accentSoft : p.brandSoft, 10),
        textLines(906, 154 + i * 100, [180, 150, 90], "#c9cedb", 9, 20),
      ].join(""),
    ),
  ].join("");
  return browserFrame("Community TV news and video platform screen", "#fde9e8", content);
}
