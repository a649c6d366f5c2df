import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { createArticle, token } from "./news-helpers.ts";

// The live preview shows a video line as the public page does (an editor's review: it showed the
// bare address while the page showed a player): the gallery's facade, between the text.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a video line shows as a player in the live preview", async ({ page }) => {
      const id = await createArticle(page.request, {
        title: `Preview video ${token()}`,
        body1:
          "Watch the mela's opening.\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nThe mayor spoke after.",
      });
      await page.goto(`/editNews/${id}`);
      const preview = page.getByTestId("live-preview");
      const play = preview.getByRole("button", { name: "Play video: YouTube video" });
      await expect(play).toBeVisible();
      await expect(preview).not.toContainText("https://youtu.be/dQw4w9WgXcQ");
      await expect(preview.getByText("Watch the mela's opening.")).toBeVisible();
      await expect(preview.getByText("The mayor spoke after.")).toBeVisible();
      await play.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`preview-${viewport.width}.png`) });
    });
  });
}
