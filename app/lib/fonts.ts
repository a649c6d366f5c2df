import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

// The Latin font, preloaded on every page: the file app.css names (Vite gives both one hashed
// URL), requested with the document instead of after the stylesheet. The Bengali font is not
// preloaded: Android, ChromeOS and Linux systems have it installed, and a preload would
// download it there anyway (ADR 0015).

export const latinFontPreload = {
  rel: "preload",
  href: latinFont,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
