import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { createArticle, surface, token } from "./news-helpers.ts";

// The editor's Preview (ADR 0109): the form's unsaved text, drawn as the public article page draws
// it, in a frame exactly a phone's or a desktop's width.

// At the editor's phone width; the preview itself switches between phone and desktop widths.
for (const width of [390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test("Preview shows unsaved text as readers will see it, at phone and desktop widths", async ({
      page,
    }) => {
      const id = await createArticle(page.request, { title: `Preview story ${token()}` });
      const unsaved = `Unsaved paragraph ${token()}`;
      await page.goto(`/editNews/${id}`);
      await page.getByLabel("Title").fill(`Changed headline ${token()}`);
      // A subheading typed as Markdown's mark becomes one in the writing surface (ADR 0162).
      await surface(page, "Body1").click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(`## Road closures\n${unsaved}`);
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: /Preview/ });
      await expect(dialog).toBeVisible();
      const frame = page.frameLocator("iframe[title^='Article preview']");
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(/Changed headline/);
      await expect(frame.getByRole("heading", { name: "Road closures" })).toBeVisible();
      await expect(frame.getByText(unsaved)).toBeVisible();
      // The frame is a phone's width: the page's own breakpoints apply.
      const innerWidth = () =>
        page
          .locator("iframe[title^='Article preview']")
          .evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth);
      await expect.poll(innerWidth).toBe(390);
      await dialog.getByRole("button", { name: "Desktop" }).click();
      await expect(dialog.getByRole("button", { name: "Desktop" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect.poll(innerWidth).toBe(1440);
      await expect(frame.getByText(unsaved)).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      // Nothing was saved: the article is as it was.
      const stored = await (await page.request.get(`/api/news/${id}`)).json();
      expect(stored.body1).not.toContain(unsaved);
    });

    test("Add News previews an article that was never saved", async ({ page }) => {
      const title = `Never saved ${token()}`;
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(title);
      await surface(page, "Body1").click();
      await page.keyboard.type("**Bold** words about the mela.");
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const frame = page.frameLocator("iframe[title^='Article preview']");
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(frame.locator("strong", { hasText: "Bold" })).toBeVisible();
    });
  });
}
