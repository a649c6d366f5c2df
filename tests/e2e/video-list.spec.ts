import type { Locator, Page } from "@playwright/test";
import { failingThumbnailIds } from "../support/thumbnail-origin.ts";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { photo } from "./news-helpers.ts";

// The video list as an editor works with it (issue 17 item 7), at 390 and 1440 px: each video's
// thumbnail and title; a title edited in place (an empty one gets the schema's message), and a
// thumbnail uploaded for a video whose provider's could not be fetched, both then on the gallery.

/** A YouTube id whose thumbnail the stand-in provider never has (tests/support/e2e-server.ts). */
const missingThumbnailId = () => {
  const prefix = failingThumbnailIds.missing.slice(0, 7);
  const rest = Array.from({ length: 11 - prefix.length }, () =>
    "abcdefghijklmnopqrstuvwxyz0123456789".charAt(Math.floor(Math.random() * 36)),
  );
  return prefix + rest.join("");
};

async function addVideo(page: Page, id: string, title: string) {
  const response = await page.request.post("/api/addVideo", {
    data: { url: `https://youtu.be/${id}`, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

const thumbSized = async (control: Locator) => {
  const box = await control.boundingBox();
  expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(44);
};

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("edits a video's title and uploads its missing thumbnail", async ({ page }) => {
      const id = missingThumbnailId();
      const recordId = await addVideo(page, id, `Untitled ${id}`);
      const title = `Eid mela highlights ${id}`;
      await page.goto("/deleteVideo");
      const row = page.getByRole("row").filter({ hasText: id });
      await expect(row.getByText("Poster", { exact: true })).toBeVisible();

      const field = row.getByLabel(`Title of video ${id}`);
      const save = row.getByRole("button", { name: `Save the title of video ${id}` });
      await field.fill("   ");
      await save.click();
      await expect(row.getByRole("alert")).toHaveText("Enter a title for the video.");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill(title);
      await field.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Title saved" })).toBeVisible();
      await expect(row.getByRole("alert")).toHaveCount(0);

      await row
        .getByLabel(`Upload thumbnail for video ${id}`)
        .setInputFiles({ name: "t.jpg", mimeType: "image/jpeg", buffer: await photo("#117755") });
      await expect(page.getByRole("status").filter({ hasText: "Thumbnail saved" })).toBeVisible();
      await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/videos\/.+\.webp$/);
      if (width === 390) {
        for (const control of [
          save,
          row.locator("label").filter({ hasText: "Change thumbnail" }),
          row.getByRole("button", { name: `Delete video ${id}` }),
          field,
        ]) {
          await thumbSized(control);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      }
      await row.scrollIntoViewIfNeeded();

      await page.goto("/videos");
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.locator("img")).toHaveAttribute("src", /^\/uploads\/videos\/.+\.jpg$/);
      await page.request.delete(`/api/deleteVideo/${recordId}`);
    });
  });
}
