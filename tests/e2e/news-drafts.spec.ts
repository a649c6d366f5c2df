import { expect, hydrate } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { surface, token } from "./news-helpers.ts";

// Real drafts (ADR 0101): the channel's editor saves an idea with only its title, and never loses
// typing by leaving the form: another admin link asks first, and so does closing the tab.

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    // A draft's save is the same at any width: proved at a phone's.
    if (width < 800)
      test("the editor saves a draft with only a title", async ({ page }) => {
        const title = `ঈদের খাবারের গাইড ${token()}`;
        await page.goto("/addNews");
        await page.getByLabel("Title").fill(title);
        await page.getByRole("button", { name: "Save as draft" }).click();
        // The editor stays on the draft, on its own Edit page (ADR 0102).
        await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByLabel("Title")).toHaveValue(title);
        // Saved: leaving now asks nothing.
        await page.getByRole("link", { name: "Manage News" }).click();
        await expect(page).toHaveURL(/\/deleteNews$/);
        await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
      });

    // The leave question is a dialog at any width: proved at a desktop's.
    if (width >= 800)
      test("leaving with unsaved changes asks first, inside the site and when closing the tab", async ({
        page,
      }) => {
        await page.goto("/addNews");
        await surface(page, "Body1").click();
        await page.keyboard.type("Half a sentence about the mela");

        await page.getByRole("link", { name: "Manage News" }).click();
        const ask = page.getByRole("dialog", { name: "Leave without saving?" });
        await expect(ask).toBeVisible();
        await ask.getByRole("button", { name: "Stay on this page" }).click();
        await expect(page).toHaveURL(/\/addNews$/);
        await expect(surface(page, "Body1")).toHaveText("Half a sentence about the mela");

        // The browser's own question for closing the tab, reloading or another address.
        const question = page.waitForEvent("dialog");
        await page.close({ runBeforeUnload: true });
        const beforeUnload = await question;
        expect(beforeUnload.type()).toBe("beforeunload");
        await beforeUnload.dismiss();
        expect(page.isClosed()).toBe(false);

        await page.getByRole("link", { name: "Manage News" }).click();
        // Its text stays in this browser: the question says so, not that it is lost.
        await expect(ask.getByText("Its text stays in this browser")).toBeVisible();
        await ask.getByRole("button", { name: "Leave", exact: true }).click();
        await expect(page).toHaveURL(/\/deleteNews$/);
      });
  });
}

test("a form with nothing typed leaves without asking", async ({ page }) => {
  await page.goto("/addNews");
  // Once hydrated: the fields' start is checked then, and must not count as typing.
  await hydrate(page);
  await page.getByRole("link", { name: "Manage News" }).click();
  await expect(page).toHaveURL(/\/deleteNews$/);
});
