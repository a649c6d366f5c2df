import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { publicPagePaths } from "./marketing-pages.ts";
import { readerTest } from "./news-fixtures.ts";
import { createArticle } from "./news-helpers.ts";

// The owner on a 390 px phone: every link a thumb is meant to press on the public site is at
// least 44 px tall (Apple's guidance; WCAG's 24 px minimum is met well before it), including the
// short text links of breadcrumbs, the footer and the side menu (the videos' Watch on links are
// checked with a video of their own, in videos.spec.ts).

test.use({ viewport: { width: 390, height: 844 } });

async function thumbSized(targets: Locator) {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    const box = await target.boundingBox();
    expect(box?.height, (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
}

const footer = (page: Page) => page.getByRole("contentinfo");

test("breadcrumbs and footer links are thumb-sized", async ({ page }) => {
  await page.goto("/web-development");
  await thumbSized(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link"));
  await thumbSized(footer(page).getByRole("link"));
});

test("the side menu's links, its sub-links and LOGIN are thumb-sized", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  // Each group is a native disclosure; NEWS is open already on no page but the news pages.
  await menu.locator("summary", { hasText: /what we do/i }).click();
  await menu.locator("summary", { hasText: /^news/i }).click();
  // Measured once the panel has slid in (the page itself has animations that never end).
  await menu.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  await thumbSized(menu.getByRole("link"));
});

/**
 * Every link, button and field of a page's main part that stands on its own, smaller than a
 * thumb. A link inside a sentence is exempt (WCAG 2.5.8's inline exception): its line is its size.
 */
function smallTargets() {
  const standalone = (element: Element) => {
    const parent = element.parentElement;
    if (!parent) return true;
    const own = element.textContent?.trim() ?? "";
    return (
      (parent.textContent?.trim() ?? "") === own || getComputedStyle(element).display !== "inline"
    );
  };
  const selector =
    "a[href], button, summary, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea";
  return [...document.querySelectorAll(`main :is(${selector})`)]
    .filter((element) => element.getClientRects().length > 0 && standalone(element))
    .filter((element) => element.closest("[inert], [aria-hidden=true]") === null)
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height < 44)
    .map(
      ({ element, box }) =>
        `${element.tagName} "${(element.textContent || element.getAttribute("name") || "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
    );
}

// A phone, not a narrow desktop window: the news chips and search box grow only for touch.
readerTest.describe("on a touch screen", () => {
  readerTest.use({ hasTouch: true, isMobile: true });

  readerTest(
    "what stands on its own in a page's main part is thumb-sized",
    async ({ page, admin }) => {
      readerTest.setTimeout(120_000);
      // A story of its own, so the news pages show a card and its Read More.
      const articleId = await createArticle(admin);
      const small: Record<string, string[]> = {};
      for (const path of [...publicPagePaths, `/news/${articleId}`]) {
        await page.goto(path);
        const found = await page.evaluate(smallTargets);
        if (found.length) small[path] = found;
      }
      expect(small).toEqual({});
    },
  );
});
