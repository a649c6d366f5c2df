import { circle, palette as p, path, rect, svgDocument } from "./svg.ts";

// Team portraits: friendly flat illustrations (no photos ship with the site). 480 x 560.

type Look = {
  title: string;
  background: string;
  skin: string;
  hair: string;
  top: string;
  hairStyle: "short" | "side" | "long";
  glasses?: boolean;
};

function hair(look: Look) {
  if (look.hairStyle === "long") {
    return [
      path(
        "M150 250 C140 140 200 100 240 100 C290 100 345 140 330 250 L338 380 L142 380 Z",
        look.hair,
      ),
    ].join("");
  }
  if (look.hairStyle === "side") {
    return path(
      "M160 215 C150 140 205 105 245 108 C300 110 335 150 322 215 C300 170 240 160 190 180 Z",
      look.hair,
    );
  }
  return path(
    "M165 205 C160 140 210 110 242 110 C280 110 325 135 318 205 C300 175 270 165 240 165 C210 165 180 175 165 205 Z",
    look.hair,
  );
}

export function portrait(look: Look) {
  const body = [
    rect(0, 0, 480, 560, look.background),
    circle(400, 90, 120, p.white, { opacity: 0.18 }),
    circle(60, 470, 90, p.white, { opacity: 0.12 }),
    look.hairStyle === "long" ? hair(look) : "",
    // shoulders and top
    path("M70 560 C80 430 160 390 240 390 C320 390 400 430 410 560 Z", look.top),
    path("M205 392 L240 440 L275 392 Z", look.skin),
    // neck and head
    rect(210, 320, 60, 80, look.skin, 20),
    `<ellipse cx="240" cy="235" rx="80" ry="95" fill="${look.skin}"/>`,
    look.hairStyle === "long" ? "" : hair(look),
    look.hairStyle === "long"
      ? path(
          "M168 210 C175 150 230 130 300 170 C310 180 316 195 316 210 C290 175 220 170 168 210 Z",
          look.hair,
        )
      : "",
    // face
    circle(210, 245, 7, p.ink),
    circle(270, 245, 7, p.ink),
    path("M214 285 C228 300 252 300 266 285", "none", {
      stroke: p.ink,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
    look.glasses
      ? [
          circle(210, 245, 22, "none", { stroke: p.ink, "stroke-width": 5 }),
          circle(270, 245, 22, "none", { stroke: p.ink, "stroke-width": 5 }),
          rect(230, 242, 20, 5, p.ink, 2),
        ].join("")
      : "",
  ].join("");
  return svgDocument(480, 560, look.title, body);
}

export const teamLooks: Record<string, Look> = {
  "rahim-chowdhury": {
    title: "Illustrated portrait of Rahim Chowdhury",
    background: p.brand,
    skin: "#b7835a",
    hair: "#1d1510",
    top: p.ink,
    hairStyle: "short",
  },
  "daniel-hughes": {
    title: "Illustrated portrait of Daniel Hughes",
    background: p.accent,
    skin: "#f1c8a8",
    hair: "#7a4b28",
    top: p.white,
    hairStyle: "side",
    glasses: true,
  },
  "nadia-islam": {
    title: "Illustrated portrait of Nadia Islam",
    background: "#16a37f",
    skin: "#a8754f",
    hair: "#231a14",
    top: p.brandSoft,
    hairStyle: "long",
  },
};
