import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  answerDialog,
  askDialog,
  bodyMarkdown,
  createArticle,
  describeImage,
  photo,
  surface,
  token,
  writeBody,
} from "./news-helpers.ts";

// After saving, the news editor is told what happened (ADR 0102): "Published", "Scheduled for
// Tue 24 Nov 2099, 08:00" (the year shown as it is not this one) or "Draft saved", with View and
// Edit links; a draft stays in the editor. And the editor's smaller helps: an inline image's placeholder description is refused
// on publishing, lists continue on Enter, and a body field counts down to its limit.

// The body fields are written in the writing surface (ADR 0162); what it saves is the Markdown it
// writes into the form's field.
const body = (page: Page, label = "Body1") => surface(page, label);

/** Fills everything publishing needs; `date` in the past publishes, in the future schedules. */
async function fillArticle(page: Page, title: string, date: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Time").fill("08:00");
  await writeBody(page, "Body1", "Families gathered in Small Heath Park.");
  await page.getByLabel("Category").selectOption("community news");
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "park.jpg", mimeType: "image/jpeg", buffer: await photo("#2a9d8f") });
  await describeImage(page);
}

const slugOf = (title: string) => title.toLowerCase().replaceAll(" ", "-");

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test("publishing says 'Published' beside the spec's message, and View opens the article", async ({
      page,
    }) => {
      const title = `Published now ${token()}`;
      await page.goto("/addNews");
      await fillArticle(page, title, "2026-01-05");
      await page.getByRole("button", { name: "Add News" }).click();
      const dialog = page.getByRole("dialog", { name: "News Added!" });
      await expect(dialog.getByText("The news article has been submitted.")).toBeVisible({
        timeout: 20_000,
      });
      await expect(dialog.getByTestId("saved-status")).toHaveText("Published");
      // The spec's reset: the form is empty for the next article.
      await expect(page.getByLabel("Title")).toHaveValue("");
      await dialog.getByRole("link", { name: "View", exact: true }).click();
      // Its readable address, made from the title (ADR 0105).
      await expect(page).toHaveURL(new RegExp(`/news/${slugOf(title)}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Preview: this article is")).toHaveCount(0);
    });

    // The same dialog as publishing, with other words: at the phone width publishing shows its
    // layout, and the words for when are the server's (tests/integration/news-drafts.test.ts,
    // "the confirmation after a save").
    if (width >= 800)
      test("scheduling says for when, and Edit and View lead to the article", async ({ page }) => {
        const title = `Scheduled ${token()}`;
        await page.goto("/addNews");
        await fillArticle(page, title, "2099-11-24");
        await page.getByRole("button", { name: "Add News" }).click();
        const dialog = page.getByRole("dialog", { name: "News Added!" });
        await expect(dialog.getByTestId("saved-status")).toHaveText(
          "Scheduled for Tue 24 Nov 2099, 08:00 UK time",
          { timeout: 20_000 },
        );
        await expect(
          dialog.getByText("Only editors and admins can see it until it is published."),
        ).toBeVisible();
        await expect(dialog.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
          "href",
          /^\/editNews\/[0-9a-f-]{36}$/,
        );
        // View, for an article not yet public, is the admin's preview of it.
        await dialog.getByRole("link", { name: "View", exact: true }).click();
        await expect(page.getByText("Preview: this article is scheduled")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      });

    // The same dialog as publishing with other words: proved at a phone's width.
    if (width < 800)
      test("'Save as draft' says 'Draft saved' and keeps the editor on the draft", async ({
        page,
      }) => {
        const title = `ঈদের খসড়া ${token()}`;
        await page.goto("/addNews");
        await page.getByLabel("Title").fill(title);
        await writeBody(page, "Body1", "Half a sentence about the mela");
        await page.getByRole("button", { name: "Save as draft" }).click();
        await expect(page).toHaveURL(/\/editNews\/[0-9a-f-]{36}\?saved=1$/, { timeout: 20_000 });
        const notice = page.getByRole("status").filter({ hasText: "Draft saved" });
        // Seen without looking for it: the page opens at its top, not where the buttons were.
        await expect(notice).toBeInViewport();
        await expect(page.getByLabel("Title")).toHaveValue(title);
        await expect(body(page)).toHaveText("Half a sentence about the mela");
        // Going on writing, then saving, says what the article is now; nothing is left to lose.
        await writeBody(page, "Body1", "A whole sentence about the mela.");
        await page.getByRole("button", { name: "Save draft" }).click();
        const dialog = page.getByRole("dialog", { name: "News Updated!" });
        await expect(dialog.getByTestId("saved-status")).toHaveText("Draft saved");
        await expect(page).toHaveURL(/\/editNews\/[0-9a-f-]{36}$/);
        await dialog.getByRole("link", { name: "View", exact: true }).click();
        await expect(page.getByText("Preview: this article is a draft")).toBeVisible();
        await expect(page.getByText("A whole sentence about the mela.")).toBeVisible();
      });
  });
}

test("without JavaScript, a draft also lands on its Edit page, saying so", async ({
  browser,
  adminState,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: adminState });
  const page = await context.newPage();
  const title = `No-script draft ${token()}`;
  await page.goto("/addNews");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/editNews\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await context.close();
});

test("Manage News has a View link on each published row", async ({ page }) => {
  // Searched for, so both rows are on the first page: hundreds of articles made by other tests
  // share their date, and ties may fall on any page.
  const mark = token();
  const title = `Viewable ${mark}`;
  const draft = `Not viewable ${mark}`;
  await createArticle(page.request, { title });
  await createArticle(page.request, { title: draft, status: "draft" });
  await page.goto(`/deleteNews?q=${mark}`);
  await expect(page.getByText(draft).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `View ${draft}` })).toHaveCount(0);
  await page.getByRole("link", { name: `View ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an inline image left undescribed shows the placeholder, is refused on publishing, and is described in place", async ({
  page,
}) => {
  await page.goto("/addNews");
  await fillArticle(page, `Image described ${token()}`, "2026-01-06");
  await body(page).press("End");
  const upload = async (color: string) =>
    page
      .getByRole("toolbar", { name: "Formatting for Body1" })
      .locator("input[type=file]")
      .setInputFiles({ name: "crowd.jpg", mimeType: "image/jpeg", buffer: await photo(color) });
  // Nothing is asked as the picture goes in: the placeholder description stands in.
  await upload("#e76f51");
  const placeholder = body(page).getByRole("img", { name: "Describe the image" });
  await expect(placeholder).toBeVisible();
  await expect(bodyMarkdown(page, "Body1")).toHaveValue(/!\[Describe the image\]\(\/uploads\//);

  await page.getByRole("button", { name: "Add News" }).click();
  const message = "Describe each image: replace “Describe the image” with what the picture shows";
  await expect(page.getByText(message)).toBeVisible();
  await expect(body(page)).toBeFocused();
  await expect(page.getByRole("dialog", { name: "News Added!" })).toHaveCount(0);

  // The picture is described where it stands: a double-click asks again, and so does Enter
  // with the picture selected, the present description filled in.
  await placeholder.dblclick();
  await answerDialog(page, "Describe the picture", "Crowds");
  const described = body(page).getByRole("img", { name: "Crowds" });
  await expect(described).toBeVisible();
  await described.click();
  await page.keyboard.press("Enter");
  await expect(askDialog(page, "Describe the picture").getByRole("textbox")).toHaveValue("Crowds");
  await answerDialog(page, "Describe the picture", "Crowds by the stage");
  await expect(body(page).getByRole("img", { name: "Crowds by the stage" })).toBeVisible();
  await expect(bodyMarkdown(page, "Body1")).toHaveValue(/!\[Crowds by the stage\]\(\/uploads\//);
  await page.getByRole("button", { name: "Add News" }).click();
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "News Added!" })).toBeVisible({ timeout: 20_000 });
});

test("bulleted and numbered lists continue on Enter; Enter on an empty item ends them", async ({
  page,
}) => {
  await page.goto("/addNews");
  const field = body(page, "Body2");
  await field.click();
  await page.keyboard.type("- Food stalls");
  await page.keyboard.press("Enter");
  await page.keyboard.type("খাবারের স্টল");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("After the list.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1. Prayers");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Mela");
  await expect(bodyMarkdown(page, "Body2")).toHaveValue(
    "- Food stalls\n- খাবারের স্টল\n\nAfter the list.\n\n1. Prayers\n2. Mela",
  );
  const preview = page.getByTestId("live-preview");
  await expect(preview.getByRole("listitem")).toHaveText([
    "Food stalls",
    "খাবারের স্টল",
    "Prayers",
    "Mela",
  ]);
});

test("a body field counts its characters once past 80 % of the limit, and announces it", async ({
  page,
}) => {
  await page.goto("/addNews");
  const counter = page.getByTestId("character-counter");
  await writeBody(page, "Conclusion", "a".repeat(16_000));
  await expect(counter).toHaveCount(0);
  await page.keyboard.type("b");
  await expect(counter).toHaveText("16,001 of 20,000 characters");
  // Repeated politely for screen readers once typing pauses.
  const live = page.locator("[aria-live=polite]").filter({ hasText: "16,001 of 20,000" });
  await expect(live).toHaveCount(1);
  await writeBody(page, "Conclusion", "a".repeat(20_005));
  await expect(counter).toHaveText("20,005 of 20,000 characters: 5 too many");
  // The server's limit and message stay.
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Keep this under 20,000 characters")).toBeVisible();
});
