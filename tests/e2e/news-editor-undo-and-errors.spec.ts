import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  bodyMarkdown,
  describeImage,
  longBengaliBody,
  photo,
  surface,
  token,
  writeBody,
} from "./news-helpers.ts";

// Findings of the news editor's review after a save (issue 17's next slice, review6a): the
// editor writes a long Bengali body, adds an image from the toolbar and publishes, and uses
// Ctrl+Z as in Ghost, WordPress or Docs. Written in the writing surface (ADR 0162); what it saves is
// read from the Markdown it writes into the form's field.

const toolbar = (page: Page, label: string) =>
  page.getByRole("toolbar", { name: `Formatting for ${label}` });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("publishing with an image still described as the placeholder brings the field into view", async ({
      page,
    }) => {
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(`ঈদের বাজার ${token()}`);
      await page.getByLabel("Date").fill("2026-01-10");
      await page.getByLabel("Time").fill("09:30");
      // A long body, then an image at its end from the toolbar; the editor forgets to describe it.
      await writeBody(page, "Body1", longBengaliBody);
      await page.keyboard.press("Control+End");
      // Nothing is asked as it goes in: the placeholder description stands in.
      await toolbar(page, "Body1")
        .locator("input[type=file]")
        .setInputFiles({ name: "bazar.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await expect(
        surface(page, "Body1").getByRole("img", { name: "Describe the image" }),
      ).toBeVisible();
      await expect(bodyMarkdown(page, "Body1")).toHaveValue(/!\[Describe the image\]\(\/uploads\//);
      await page.getByLabel("Category").selectOption("community news");
      await page
        .getByLabel("Image", { exact: true })
        .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await describeImage(page);
      await page.getByRole("button", { name: "Add News" }).click();

      // The field is focused with its message; the editor, at the buttons, must see it.
      await expect(surface(page, "Body1")).toBeFocused();
      await expect(page.getByText(/Describe each image/)).toBeVisible();
      await expect(surface(page, "Body1")).toBeInViewport();
      await expect(page.getByText(/Describe each image/)).toBeInViewport();
    });
  });
}

test("Ctrl+Z undoes the list item that Enter added", async ({ page }) => {
  await page.goto("/addNews");
  await surface(page, "Body1").click();
  await page.keyboard.type("- পোশাক");
  await page.keyboard.press("Enter");
  const items = surface(page, "Body1").getByRole("listitem");
  await expect(items).toHaveCount(2);
  await page.keyboard.press("Control+z");
  await expect(items).toHaveCount(1);
});

test("Ctrl+Z undoes Bold from the toolbar", async ({ page }) => {
  await page.goto("/addNews");
  await surface(page, "Body1").click();
  await page.keyboard.type("মেলা");
  await page.keyboard.press("Control+a");
  await toolbar(page, "Body1").getByRole("button", { name: "Bold" }).click();
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("**মেলা**");
  await surface(page, "Body1").focus();
  await page.keyboard.press("Control+z");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("মেলা");
});

test("Ctrl+B is undone by Ctrl+Z and redone by Ctrl+Shift+Z and Ctrl+Y", async ({ page }) => {
  await page.goto("/addNews");
  await surface(page, "Body1").click();
  await page.keyboard.type("মেলা");
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Control+b");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("**মেলা**");
  await page.keyboard.press("Control+z");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("মেলা");
  await page.keyboard.press("Control+Shift+z");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("**মেলা**");
  await page.keyboard.press("Control+z");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("মেলা");
  await page.keyboard.press("Control+y");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue("**মেলা**");
  // The preview followed each step: the page's own input events fired.
  await expect(page.getByTestId("live-preview").locator("strong")).toHaveText("মেলা");
});
