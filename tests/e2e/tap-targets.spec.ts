import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

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
  await menu.getByRole("button", { name: /what we do/i }).click();
  await menu.getByRole("button", { name: /^news/i }).click();
  // Measured once the panel has slid in (the page itself has animations that never end).
  await menu.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  await thumbSized(menu.getByRole("link"));
});
