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
