// The fonts declared by a script instead of @font-face rules (ADR 0096). A stylesheet applied
// makes the browser build every CSS font face anew, and a font-display: optional face built anew
// is used as soon as its file is there, even on a page first painted without it. The site's
// stylesheet is applied after the first paint, so a font that came too late for that paint (the
// page then reads in the system font, as optional means) was swapped in with it, and the text
// rewrapped. Faces added with the Font Loading API are not CSS faces: they are not rebuilt, and a
// late optional font stays out for the page's life, as intended.

const fontFaceRule = /@font-face\{([^}]*)\}/g;

/** CSS descriptor names and their FontFace option names. */
const options: Record<string, string> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-stretch": "stretch",
  "font-display": "display",
  "unicode-range": "unicodeRange",
  "font-feature-settings": "featureSettings",
  "size-adjust": "sizeAdjust",
  "ascent-override": "ascentOverride",
  "descent-override": "descentOverride",
  "line-gap-override": "lineGapOverride",
};

type Face = [family: string, source: string, options: Record<string, string>];

function readFace(block: string): Face | null {
  let family = "";
  let source = "";
  const descriptors: Record<string, string> = {};
  for (const declaration of block.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name === "font-family") family = value.replace(/^(["'])(.*)\1$/, "$2");
    else if (name === "src") source = value;
    else if (options[name]) descriptors[options[name]] = value;
  }
  return family && source ? [family, source, descriptors] : null;
}

/** The CSS without its @font-face rules, and the faces those rules declared. */
export function takeFontFaces(css: string): { css: string; faces: Face[] } {
  const faces = [...css.matchAll(fontFaceRule)]
    .map((match) => readFace(match[1]!))
    .filter((face): face is Face => face !== null);
  return { css: withoutFontFaces(css), faces };
}

/** The CSS without its @font-face rules. */
export const withoutFontFaces = (css: string) => css.replace(fontFaceRule, "");

/** A script adding these faces to the document (a face the browser refuses is left out). */
export const addFontFaces = (facesJson: string) =>
  `${facesJson}.forEach(function(f){try{document.fonts.add(new FontFace(f[0],f[1],f[2]))}catch(e){}})`;
