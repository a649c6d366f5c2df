import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { createArticle } from "./news-helpers.ts";

// One side gutter on the whole public site (ADR 0144): the owner on a phone saw headings start
// 16, 20, 24 or 40 px from the edge depending on the page, in landscape (844 px) the news and
// videos 8 px left of the logo, and on a wide screen the logo 8 px left of the content. The header's logo, the page's main heading, the footer's logo and, on
// the news pages, the first chip and the search box share one left edge; the search box's right
// edge is the header's.

const pages = [
  "/",
  "/web-development",
  "/work",
  "/about",
  "/contact",
  "/news",
  "/travel",
  "article",
  "/videos",
  "/book",
  "/login",
  "/signup",
];

type Box = { left: number; right: number };

/** Left and right edges of what the visitor sees (null: not on this page or not shown). */
function edges(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined): Box | null => {
      if (!element) return null;
      const { left, right, width } = element.getBoundingClientRect();
      return width > 0 ? { left, right } : null;
    };
    const header = document.querySelector("header")!;
    const row = header.firstElementChild!;
    return {
      logo: box(header.querySelector('a[href="/"]')),
      // The header row's last cluster: the side menu's button on a phone, DISCUSS A PROJECT wide.
      headerEnd: box(row.lastElementChild),
      heading: box(document.querySelector("main h1")),
      footerLogo: box(document.querySelector('footer a[href="/"]')),
      firstChip: box(document.querySelector('nav[aria-label="News categories"] li a')),
      search: box(document.querySelector('form[role="search"]')),
    };
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

for (const width of [390, 844, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the logo, the main heading and the news row share the site's side edges", async ({
      page,
      admin,
    }) => {
      const articleId = await createArticle(admin);
      // Every page is measured before the verdict, so a failure names all the pages off the edge.
      const offPages: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(path === "article" ? `/news/${articleId}` : path);
        const at = await edges(page);
        expect(at.logo, `${path}: the header's logo`).not.toBeNull();
        expect(at.heading, `${path}: a main heading`).not.toBeNull();
        const left = at.logo!.left;
        const off: string[] = [];
        const check = (what: string, edge: number | undefined) => {
          if (edge !== undefined && !near(edge, left)) off.push(`${what} at ${edge}`);
        };
        check("the main heading", at.heading!.left);
        check("the footer's logo", at.footerLogo!.left);
        if (path === "/news") check("the first chip", at.firstChip?.left);
        if (at.search) {
          // On a phone the search box has a line of its own; wider, it ends the chips' row.
          if (width < 640) check("the search box", at.search.left);
          if (!near(at.search.right, at.headerEnd!.right)) {
            off.push(
              `the search box ends at ${at.search.right}, the header at ${at.headerEnd!.right}`,
            );
          }
        }
        if (off.length) offPages[path] = [`the logo at ${left}`, ...off];
      }
      expect(offPages).toEqual({});
    });
  });
}
