import type { Locator } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { createArticle } from "./news-helpers.ts";

// On a phone the news section's row of categories scrolls sideways: the current category is
// brought into view, and the row fades out on the side where more categories wait.

test.use({ viewport: { width: 390, height: 844 } });

/** Whether the chip lies wholly inside the visible part of its scrolling row. */
async function inView(chip: Locator) {
  return chip.evaluate((element) => {
    const row = element.closest("nav")!.firstElementChild as HTMLElement;
    const box = row.getBoundingClientRect();
    const item = element.getBoundingClientRect();
    return item.left >= box.left - 1 && item.right <= box.right + 1;
  });
}

const row = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "News categories" });

test("the current category is scrolled into view, and the row shows it continues", async ({
  page,
}) => {
  await page.goto("/travel");
  const travel = row(page).getByRole("link", { name: "Travel", exact: true });
  await expect(travel).toHaveAttribute("aria-current", "page");
  await expect.poll(() => inView(travel)).toBe(true);
  // The last category is current: more wait to the left, none to the right.
  await expect(row(page)).toHaveAttribute("data-more-start", "true");
  await expect(row(page)).not.toHaveAttribute("data-more-end", "true");

  await page.goto("/news");
  const latest = row(page).getByRole("link", { name: "Latest", exact: true });
  await expect(latest).toHaveAttribute("aria-current", "page");
  await expect.poll(() => inView(latest)).toBe(true);
  await expect(row(page)).toHaveAttribute("data-more-end", "true");
  await expect(row(page)).not.toHaveAttribute("data-more-start", "true");
});

test("an article's category is marked and in view while reading it", async ({ page, admin }) => {
  const id = await createArticle(admin, { category: "sports" });
  await page.goto(`/news/${id}`);
  const sports = row(page).getByRole("link", { name: "Sports", exact: true });
  await expect(sports).toHaveAttribute("aria-current", "true");
  await expect.poll(() => inView(sports)).toBe(true);
  await expect(row(page).locator("[aria-current]")).toHaveCount(1);
  await admin.delete(`/api/deleteNews/${id}`);
});

test("the current category never sits under the row's fade, and the fade shows only where the row continues", async ({
  page,
}) => {
  // Owner's review: on /bangladesh-porikroma the row scrolled the dark chip to its start, right
  // under the start fade (3rem, app.css), so its left end dissolved into the background.
  for (const slug of ["bangladesh-porikroma", "global-news", "community-well-being", "travel"]) {
    await page.goto(`/${slug}`);
    const chip = row(page).locator('[aria-current="page"]');
    await expect.poll(() => inView(chip)).toBe(true);
    const clear = () =>
      chip.evaluate((element) => {
        const nav = element.closest("nav")!;
        const scroller = nav.firstElementChild as HTMLElement;
        const fade = 3 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const box = scroller.getBoundingClientRect();
        const item = element.getBoundingClientRect();
        const atStart = scroller.scrollLeft <= 1;
        const atEnd = scroller.scrollLeft >= scroller.scrollWidth - scroller.clientWidth - 1;
        const mask = getComputedStyle(scroller).maskImage;
        return {
          // Under no fade: clear of the start band when the row continues to the left, and of
          // the end band when it continues to the right.
          clearOfStart: nav.dataset.moreStart !== "true" || item.left >= box.left + fade - 1,
          clearOfEnd: nav.dataset.moreEnd !== "true" || item.right <= box.right - fade + 1,
          // A fade only where the row goes on: none at its start at 0, none at its end at the end.
          hintsMatchScroll:
            (nav.dataset.moreStart === "true") === !atStart &&
            (nav.dataset.moreEnd === "true") === !atEnd,
          masked: mask !== "none",
        };
      });
    await expect
      .poll(clear, { message: slug })
      .toEqual({ clearOfStart: true, clearOfEnd: true, hintsMatchScroll: true, masked: true });
  }
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true });

  test("the chips, the search box and its button are at least 44 px tall", async ({ page }) => {
    await page.goto("/news");
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true);
    const targets = [
      ...(await row(page).getByRole("link").all()),
      page.getByRole("searchbox", { name: "Search news" }),
      page.getByRole("search").getByRole("button", { name: "Search" }),
    ];
    expect(targets.length).toBe(10);
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box!.height, (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });
});
