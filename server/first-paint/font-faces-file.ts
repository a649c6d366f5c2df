/**
 * Where the build puts a stylesheet's @font-face rules: beside it, with this ending instead of
 * `.css` (scripts/build/font-faces-apart.ts, ADR 0096). Only the server reads them.
 */
export const fontFacesFile = (stylesheet: string) =>
  stylesheet.replace(/\.css$/, ".font-faces.css");
