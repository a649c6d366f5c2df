import bengaliFont from "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url";
import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

// Font preloads. The files are the ones app.css names (Vite gives both one hashed URL), requested
// with the document instead of after the stylesheet and the layout that finds them. The Latin
// face is on every page; the Bengali one (about 105 kB) only on pages whose content has Bengali.

const preload = (href: string) =>
  ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const;

export const latinFontPreload = preload(latinFont);

const bengaliScript = /[\u0980-\u09FF]/;

/** A meta descriptor preloading the Bengali font when any of the page's data contains Bengali. */
export function bengaliFontPreload(pageData: unknown) {
  return bengaliScript.test(JSON.stringify(pageData) ?? "")
    ? [{ tagName: "link", ...preload(bengaliFont) } as const]
    : [];
}
