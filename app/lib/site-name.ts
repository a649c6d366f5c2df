// The site's name, wherever the spec writes {product}: apart from the rest of the site details
// (site.ts), because every page's header and title need it and nothing else of them.

export const siteName = "Canalside Digital";

/** The browser tab title of a page: '{product} | {page}' (the spec's pattern, e.g. login). */
export function pageTitle(page: string) {
  return `${siteName} | ${page}`;
}
