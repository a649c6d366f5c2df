import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { createArticle, describeImage, token } from "./news-helpers.ts";

// Readable addresses (ADR 0105), as an editor uses them at 390 and 1440 px: the Slug field shows
// the address a title gives, a changed slug moves the article, and its old address still leads
// to it.

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // Not about layout: the address shown is proved at a phone's width.
    if (width < 800)
      test("Add News shows the address a Bengali title will get", async ({ page }) => {
        await page.goto("/addNews");
        await page.getByLabel("Title").fill("ঢাকায় বৈশাখী মেলা");
        await expect(
          page.getByText("Address: /news/dhakay-boishakhi-mela (made from the title when saved)."),
        ).toBeVisible();
        await page.getByLabel("Slug").fill("Boishakhi Mela Dhaka");
        await expect(page.getByText("Address: /news/boishakhi-mela-dhaka.")).toBeVisible();
        await page.getByLabel("Slug").fill("boishakhi/mela");
        await page.getByRole("button", { name: "Save as draft" }).click();
        await expect(
          page.getByText("Use only letters a-z, digits and single hyphens between words", {
            exact: false,
          }),
        ).toBeVisible();
        await expect(page.getByLabel("Slug")).toBeFocused();
      });

    // Not about layout: the redirect is proved at a desktop's width (and in newsroom-editor-journey at both).
    if (width >= 800)
      test("the editor changes the slug and the old address redirects", async ({ page }) => {
        const mark = token("slug");
        const title = `Mela ${mark} in the park`;
        const id = await createArticle(page.request, { title });
        const old = `mela-${mark}-in-the-park`;

        await page.goto(`/editNews/${id}`);
        const slug = page.getByLabel("Slug");
        await expect(slug).toHaveValue(old);
        await slug.fill(`park-mela-${mark}`);
        await expect(
          page.getByText(
            `Address: /news/park-mela-${mark}. Its old address, /news/${old}, will lead here.`,
          ),
        ).toBeVisible();
        await describeImage(page);
        await page.getByRole("button", { name: "Save changes" }).click();
        const dialog = page.getByRole("dialog", { name: "News Updated!" });
        await expect(dialog).toBeVisible({ timeout: 20_000 });
        await dialog.getByRole("button", { name: "OK" }).click();
        await expect(page.getByRole("link", { name: "View article" })).toHaveAttribute(
          "href",
          `/news/park-mela-${mark}`,
        );

        // The old slug and the id both lead to the new address, for good.
        for (const address of [`/news/${old}`, `/news/${id}`]) {
          const response = await page.goto(address);
          expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${address}$`));
          await expect(page).toHaveURL(`/news/park-mela-${mark}`);
          await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        }
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`/news/park-mela-${mark}$`),
        );
      });
  });
}
