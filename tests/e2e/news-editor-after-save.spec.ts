import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  createArticle,
  describeImage,
  longBengaliBody,
  photo,
  surface,
  token,
  writeBody,
} from "./news-helpers.ts";

// The news editor's review, after a save (issue 17's next slice): after "News Added!" the next
// article starts at the top of the emptied form, and an image inserted near the end of a long
// body shows as a picture in sight, with the description it was given, and is announced; Manage
// News says when a scheduled article goes live.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("after OK on 'News Added!', Title has focus at the top of the emptied form", async ({
      page,
    }) => {
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(`Next article ${token()}`);
      await page.getByLabel("Date").fill("2026-01-05");
      await page.getByLabel("Time").fill("08:00");
      await writeBody(page, "Body1", longBengaliBody);
      await page.getByLabel("Category").selectOption("community news");
      await page
        .getByLabel("Image", { exact: true })
        .setInputFiles({ name: "park.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await describeImage(page);
      await page.getByRole("button", { name: "Add News" }).click();
      const dialog = page.getByRole("dialog", { name: "News Added!" });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel("Title")).toBeFocused();
      await expect(page.getByLabel("Title")).toHaveValue("");
      await expect(page.getByText("Title", { exact: true })).toBeInViewport();
    });

    test("an image inserted at the end of a long body shows as a picture in sight, and is announced", async ({
      page,
    }) => {
      await page.goto("/addNews");
      await writeBody(page, "Body1", longBengaliBody);
      await page.keyboard.press("Control+End");
      await page
        .getByRole("toolbar", { name: "Formatting for Body1" })
        .locator("input[type=file]")
        .setInputFiles({ name: "bazar.jpg", mimeType: "image/jpeg", buffer: await photo() });
      const picture = surface(page, "Body1").getByRole("img", { name: "Describe the image" });
      await expect(picture).toBeInViewport();
      await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toHaveText(
        "Image uploaded",
      );
    });
  });
}

test("Manage News shows a scheduled row's time, a published row's day only", async ({ page }) => {
  const early = `Scheduled early ${token()}`;
  const late = `Scheduled late ${token()}`;
  const published = `Published ${token()}`;
  // Dates that keep the rows on the list's first page, newest first, however many articles
  // other tests have added: the latest scheduled day, and yesterday for the published one.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await createArticle(page.request, { title: early, date: "2100-03-02", time: "08:00" });
  await createArticle(page.request, { title: late, date: "2100-03-02", time: "23:30" });
  await createArticle(page.request, { title: published, date: yesterday, time: "10:00" });
  await page.goto("/deleteNews");
  await expect(page.getByRole("heading", { level: 1, name: "Delete News" })).toBeVisible();
  const dateOf = (title: string) =>
    page.getByRole("row").filter({ hasText: title }).locator("time");
  await expect(dateOf(early)).toHaveText("Tue, 2 Mar 2100, 08:00");
  await expect(dateOf(late)).toHaveText("Tue, 2 Mar 2100, 23:30");
  await expect(dateOf(published)).toHaveText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
});
