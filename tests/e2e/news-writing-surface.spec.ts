import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  answerDialog,
  createArticle,
  longBengaliBody,
  token,
  uploadViaApi,
} from "./news-helpers.ts";

// The writing surface (ADR 0162) as only a browser shows it: a stored article's picture and video
// line drawn as a picture and a video block, a URL pasted over a selection becoming a link, and the
// saved Markdown reaching the article, its video a facade. The round-trip is proved in unit tests.

// At a phone's width, where the toolbar wraps; news-formatting writes in it at a desktop's.
for (const width of [390]) {
  test(`writes in the surface at ${width}px`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    const inline = new URL(await uploadViaApi(page.request, "#2a9d8f")).pathname;
    const title = `ঈদের মেলা ${token("surface")}`;
    // A draft whose picture still has the placeholder description, as the toolbar inserts it.
    const id = await createArticle(page.request, {
      title,
      status: "draft",
      imageAlt: "Families at the Eid fair",
      body1: `${longBengaliBody.split("\n\n").slice(0, 4).join("\n\n")}\n\n![Describe the image](${inline})\n\nhttps://youtu.be/dQw4w9WgXcQ`,
    });
    await page.goto(`/editNews/${id}`);
    const body1 = page.getByRole("textbox", { name: "Body1", exact: true });
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await test.step("a picture described in place clears the form's message at once", async () => {
      await publish.click();
      const message = page.getByText(/^Describe each image: replace/);
      await expect(message).toBeVisible();
      await body1.getByRole("img", { name: "Describe the image" }).dblclick();
      await answerDialog(page, "Describe the picture", "মেলার মাঠে ভিড়");
      await expect(body1.getByRole("img", { name: "মেলার মাঠে ভিড়" })).toBeVisible();
      await expect(message).toHaveCount(0);
    });
    await expect(body1.locator(".video-line")).toContainText("youtu.be/dQw4w9WgXcQ");
    await page.screenshot({ path: test.info().outputPath(`surface-${width}.png`), fullPage: true });

    const body2 = page.getByRole("textbox", { name: "Body2", exact: true });
    await body2.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("নগর কাউন্সিলের ঘোষণা");
    await page.keyboard.press("Shift+Home");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("https://www.birmingham.gov.uk/"));
    await page.keyboard.press("Control+V");
    await expect(body2.getByRole("link", { name: "নগর কাউন্সিলের ঘোষণা" })).toBeVisible();
    await publish.click();
    await expect(page.getByText("News Updated!")).toBeVisible({ timeout: 20_000 });

    const article = await page.request.get(`/api/news/${id}`);
    const stored = (await article.json()) as { body2: string; slug: string };
    expect(stored.body2).toBe("[নগর কাউন্সিলের ঘোষণা](https://www.birmingham.gov.uk/)");
    await page.goto(`/news/${stored.slug}`);
    await expect(page.getByRole("button", { name: "Play video: YouTube video" })).toBeVisible();
    await expect(page.getByRole("link", { name: "নগর কাউন্সিলের ঘোষণা" })).toBeVisible();
  });
}
