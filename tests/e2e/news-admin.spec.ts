import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  createArticle,
  describeImage,
  largePhoto,
  photo,
  token,
  writeBody,
} from "./news-helpers.ts";

test.describe("Add News", () => {
  test("shows the spec's message for each required field", async ({ page }) => {
    await page.goto("/addNews");
    await page.getByRole("button", { name: "Add News" }).click();
    for (const message of [
      "Title is Required",
      "Date is Required",
      "Time is Required",
      "Category is Required",
      "Image is Required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Title")).toBeFocused();
    await page.getByLabel("Title").fill("Only a title");
    await page.getByRole("button", { name: "Add News" }).click();
    await expect(page.getByText("Title is Required")).toHaveCount(0);
    await expect(page.getByText("Date is Required")).toBeVisible();
    await expect(page.getByText("Separate keywords with commas", { exact: false })).toBeVisible();
  });

  test("uploads the image first with a progress bar, saves, then resets the form", async ({
    page,
  }) => {
    // A whole journey: past the default 30 s on a loaded two-core machine.
    test.slow();
    const title = `Eid celebrations ${token()}`;
    await page.goto("/addNews");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Date").fill("2026-04-02");
    await page.getByLabel("Time").fill("09:30");
    await writeBody(page, "Body1", "Families gathered for Eid prayers in Small Heath Park.");
    await page.getByLabel("Category").selectOption("community news");
    await page.getByLabel("Keywords").fill("Eid, prayers, Small Heath");
    await page.getByLabel("Image", { exact: true }).setInputFiles({
      name: "eid.jpg",
      mimeType: "image/jpeg",
      buffer: await largePhoto(),
    });
    await expect(page.getByRole("img", { name: "Chosen for this article" })).toBeVisible();
    await describeImage(page);

    // A slow uplink, so the progress bar has time to be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByRole("button", { name: "Add News" }).click();
    await expect(page.getByRole("button", { name: "Adding..." })).toBeDisabled();
    const bar = page.getByRole("progressbar", { name: "Image upload" });
    await expect(bar).toBeVisible();
    // Save waits for the chosen image: while it uploads it is never reported missing.
    await expect(page.getByText("Image is Required")).toHaveCount(0);
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const dialog = page.getByRole("dialog", { name: "News Added!" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText("The news article has been submitted.")).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByRole("img", { name: "Chosen for this article" })).toHaveCount(0);

    await page.goto("/community-news");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test.describe("when the upload is refused", () => {
    test.use({ allowConsoleErrors: [/status of 415/] });
    test("says 'Failed to upload image.'", async ({ page }) => {
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(`Broken upload ${token()}`);
      await page.getByLabel("Date").fill("2026-04-02");
      await page.getByLabel("Time").fill("09:30");
      await page.getByLabel("Category").selectOption("sports");
      await page.getByLabel("Image", { exact: true }).setInputFiles({
        name: "not-really.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("this is a text file, not a photo"),
      });
      await describeImage(page);
      await page.getByRole("button", { name: "Add News" }).click();
      const dialog = page.getByRole("dialog", { name: "Oops..." });
      await expect(dialog.getByText("Failed to upload image.")).toBeVisible();
      await expect(dialog.getByText(/That file is not an image/)).toBeVisible();
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(page.getByLabel("Title")).not.toHaveValue("");
    });
  });

  test("saves a draft that the public cannot see", async ({ page }) => {
    const title = `Draft budget story ${token()}`;
    await page.goto("/addNews");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Date").fill("2026-04-03");
    await page.getByLabel("Time").fill("08:00");
    await page.getByLabel("Category").selectOption("business and economics");
    await page.getByLabel("Image", { exact: true }).setInputFiles({
      name: "a.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#aa3300"),
    });
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible({
      timeout: 20_000,
    });
    const editUrl = page.url();
    await page.goto("/deleteNews");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("draft", { exact: true })).toBeVisible();
    await page.goto("/business-and-economics");
    await expect(page.getByText(title)).toHaveCount(0);

    // The draft's Edit page offers Publish and Save draft in place of the Status select.
    await page.goto(editUrl);
    await expect(page.getByLabel("Status")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
    await describeImage(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const updated = page.getByRole("dialog", { name: "News Updated!" });
    await expect(updated.getByTestId("saved-status")).toHaveText("Published", { timeout: 20_000 });
    await updated.getByRole("button", { name: "OK" }).click();
    // Published now: the Status select is back, and readers find it.
    await expect(page.getByLabel("Status")).toHaveValue("published");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
    await page.goto("/business-and-economics");
    await expect(page.getByText(title)).toBeVisible();
  });
});

test.describe("Edit News", () => {
  test("changes every field including the image, keeping the id and URL", async ({ page }) => {
    const id = await createArticle(page.request, { title: `Before edit ${token()}` });
    const after = `After edit ${token()}`;
    await page.goto("/deleteNews");
    await page
      .getByRole("link", { name: /^Edit Before edit/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/editNews/${id}`);
    await expect(page.getByRole("heading", { name: "Edit News" })).toBeVisible();
    await page.getByLabel("Title").fill(after);
    await page.getByLabel("Date").fill("2026-02-20");
    await page.getByLabel("Time").fill("17:05");
    await writeBody(page, "Body1", "A rewritten first paragraph.");
    await writeBody(page, "Body2", "A rewritten second paragraph.");
    await writeBody(page, "Body3", "A rewritten third paragraph.");
    await writeBody(page, "Conclusion", "A rewritten conclusion.");
    await page.getByLabel("Category").selectOption("global news");
    await page.getByLabel("Keywords").fill("edited, global");
    const oldImage = await page
      .getByRole("img", { name: "Chosen for this article" })
      .getAttribute("src");
    await page.getByLabel("Image", { exact: true }).setInputFiles({
      name: "new.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#00aa55"),
    });
    // Written before the description existed (its title stood in); publishing now needs one.
    await describeImage(page, "A green banner over the stage");
    await page.getByRole("button", { name: "Save changes" }).click();
    const dialog = page.getByRole("dialog", { name: "News Updated!" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "OK" }).click();

    await page.goto(`/news/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: after })).toBeVisible();
    await expect(page.locator("time")).toHaveText("20 Feb 2026 - 17:05");
    await expect(page.getByText("A rewritten conclusion.")).toBeVisible();
    await expect(page.getByTestId("article-category")).toHaveText("Global News");
    await expect(page.getByTestId("article-keywords")).toHaveText("edited, global");
    const newImage = await page
      .getByRole("img", { name: "A green banner over the stage" })
      .first()
      .getAttribute("src");
    expect(newImage).not.toBe(oldImage);
  });
});

test.describe("Delete News", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("asks naming the article; moves it to the trash, with Undo; the trash restores or deletes for good", async ({
    page,
  }) => {
    const title = `To be deleted ${token()}`;
    await createArticle(page.request, {
      title,
      date: "2026-12-01",
      time: "00:00",
      status: "draft",
    });
    await page.goto("/deleteNews");
    for (const header of ["#", "Title", "Category", "Date", "Action"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: `Move “${title}” to trash?` });
    await expect(confirm.getByText("You can restore it from the trash for 30 days.")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    const done = page.getByRole("status", { name: "News deleted successfully!" });
    await expect(done).toBeVisible();
    await expect(row).toHaveCount(0);
    await done.getByRole("button", { name: "Undo" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole("link", { name: "Trash" }).click();
    const trashed = page.getByRole("row").filter({ hasText: title });
    await trashed.getByRole("button", { name: `Delete ${title} for good` }).click();
    const forGood = page.getByRole("dialog", { name: `Delete “${title}” for good?` });
    await forGood.getByRole("button", { name: "Delete for good" }).click();
    await expect(trashed).toHaveCount(0);

    // The media library: an unused image deleted from the keyboard, asked in a dialog naming it.
    const fileName = `${token("unused")}.jpg`;
    const image = { name: fileName, mimeType: "image/jpeg", buffer: await photo() };
    expect((await page.request.post("/api/images", { multipart: { image } })).status()).toBe(201);
    await page.goto(`/media?q=${fileName}`);
    await page.getByRole("button", { name: `Delete ${fileName}` }).focus();
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: `Delete “${fileName}”?` });
    await ask.getByRole("button", { name: "Delete image" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `“${fileName}” deleted.` }),
    ).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(page.getByText("No images found.")).toBeVisible();
  });

  test("says 'Oops...' when the server cannot delete, and keeps the row", async ({ page }) => {
    const title = `Already gone ${token()}`;
    const id = await createArticle(page.request, {
      title,
      date: "2026-12-01",
      time: "00:00",
      status: "draft",
    });
    await page.goto("/deleteNews");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toBeVisible();
    // Someone else deletes it first; this page still shows it.
    expect((await page.request.delete(`/api/deleteNews/${id}`)).status()).toBe(200);
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("button", { name: "Move to trash" }).click();
    const failed = page.getByRole("dialog", { name: "Oops..." });
    await expect(failed.getByText("Something went wrong!")).toBeVisible();
    await expect(row).toBeVisible();
  });
});
