import type { Plugin } from "vite";
import { fontFacesFile } from "../../server/first-paint/font-faces-file.ts";

// The site's @font-face rules leave the built stylesheet for a file of their own beside it, from
// which the server declares the fonts in each document with a script instead (ADR 0096). The
// stylesheet is applied after the first paint, and a stylesheet applied makes the browser build
// every CSS font face anew: a font-display: optional font that came too late for the first paint
// (as optional allows: the page is then read in the system font) was swapped in at that moment,
// and the page's text rewrapped: a layout shift of 0.08 on a service page at 390 px, one load in
// four on a busy machine. Development keeps the faces in the stylesheet.

const fontFace = /@font-face\{[^}]*\}/g;

export function fontFacesApart(): Plugin {
  return {
    name: "font-faces-apart",
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const asset of Object.values(bundle)) {
        if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue;
        const source =
          typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
        const faces = source.match(fontFace);
        if (!faces) continue;
        asset.source = source.replace(fontFace, "");
        this.emitFile({
          type: "asset",
          fileName: fontFacesFile(asset.fileName),
          source: faces.join(""),
        });
      }
    },
  };
}
