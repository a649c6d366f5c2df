import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The header is sticky: a form field the browser scrolls to (the first wrong field, focused after
// a failed submit) must come to rest below it, with its label, not under it.

/** The header's bottom edge, and the focused field's and its label's top edges. */
function positions(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const label = field.id ? document.querySelector(`label[for="${field.id}"]`) : null;
    return {
      header: document.querySelector("header")!.getBoundingClientRect().bottom,
      field: field.getBoundingClientRect().top,
      label: (label ?? field).getBoundingClientRect().top,
      tag: field.tagName,
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("after an empty submit on /contact, the first error is fully below the header", async ({
      page,
    }) => {
      await page.goto("/contact");
      const form = page.locator("form[data-hydrated]").first();
      await expect(form).toBeAttached();
      await form.getByRole("button", { name: /send/i }).click();
      await expect(form.locator("[aria-invalid='true']").first()).toBeFocused();
      // Smooth scrolling settles first.
      await expect.poll(async () => (await positions(page)).field).not.toBeLessThan(0);
      await page.waitForFunction(() => {
        const y = window.scrollY;
        return new Promise((resolve) => setTimeout(() => resolve(window.scrollY === y), 150));
      });
      const { header, field, label, tag } = await positions(page);
      expect(tag).toBe("INPUT");
      expect(label).toBeGreaterThanOrEqual(header);
      expect(field).toBeGreaterThan(header);
    });
  });
}

test("every form field keeps clear of the sticky header when scrolled to", async ({ page }) => {
  for (const path of ["/", "/contact", "/book", "/login", "/signUp", "/reset", "/news/search"]) {
    await page.goto(path);
    const header = await page.locator("header").evaluate((el) => el.getBoundingClientRect().height);
    const margins = await page
      .locator("main input:not([type=hidden]), main select, main textarea")
      .evaluateAll((fields) =>
        fields.map((field) => Number.parseFloat(getComputedStyle(field).scrollMarginTop)),
      );
    expect(margins.length, path).toBeGreaterThan(0);
    for (const margin of margins) expect(margin, path).toBeGreaterThan(header);
  }
});
