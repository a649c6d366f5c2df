import { expect } from "./fixtures.ts";
import { publicPagePaths } from "./marketing-pages.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { createArticle } from "./news-helpers.ts";

// Nothing on a public page is wider than a small phone. The owner found /maintenance-support laid
// out 531 px wide at 390 px: its heading's "SUPPORT & MAINTENANCE", bound by no-break spaces, was
// one word wider than the screen, which widened the hero and cut its heading and lead off at the
// right. Left edges were already checked (page-edges.spec.ts); this checks the right ones.

/** What reaches past the right edge: the page itself, or a heading or paragraph of its main. */
function overflow() {
  const width = document.documentElement.clientWidth;
  // A row made to scroll sideways (the news chips) may hold more than the screen.
  const inScroller = (element: Element) =>
    Boolean(element.parentElement?.closest("[class*='overflow-x-auto']"));
  const past = [...document.querySelectorAll("main h1, main h2, main h3, main p")]
    .filter((element) => !inScroller(element))
    .filter((element) => {
      const { right, width: own } = element.getBoundingClientRect();
      return own > 0 && (right > width + 1 || element.scrollWidth > element.clientWidth + 1);
    })
    .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`);
  return { page: document.documentElement.scrollWidth - width, past };
}

// 360 px, the narrowest phone in common use: what fits there fits at 390 (no breakpoint between).
for (const width of [360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, waitForHydration: false });

    test("no public page is wider than the screen, and no heading or paragraph is cut", async ({
      page,
      admin,
    }) => {
      // A Bengali title with the language's long compound words, as the channel's editors write.
      const title = "বাংলাদেশ কমিউনিটি টেলিভিশনের সাংস্কৃতিক অনুষ্ঠানের প্রস্তুতিমূলক সভা";
      const articleId = await createArticle(admin, { title, keywords: ["সভা"] });
      // Every page is measured before the verdict, so a failure names all the pages too wide.
      const wide: Record<string, unknown> = {};
      for (const path of [...publicPagePaths, `/news/${articleId}`]) {
        await page.goto(path);
        const found = await page.evaluate(overflow);
        if (found.page > 0 || found.past.length) wide[path] = found;
      }
      expect(wide).toEqual({});
    });
  });
}
