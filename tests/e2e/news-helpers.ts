import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures.ts";

// Real data for the news journeys, created through the real REST API as the signed-in admin.

let counter = 0;
/** A token no other test (or run) uses, to find this test's articles among everyone's. */
export function token(prefix = "t") {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/**
 * Opens a page every anonymous reader shares and waits until it shows `shown`. Right after a
 * write, a request that arrives while another visitor's re-render of that page is under way is
 * served the page from before the write (ADR 0081: stale while one re-render replaces it), and
 * other workers' tests read the same category pages; the next request gets the new page.
 */
export async function openSharedPageShowing(page: Page, path: string, shown: Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Opens a shared list and presses 'Load more' until `shown` is on screen. Every page of the list
 * (`?after=…`) is its own shared cached page, so any of them may be the one a visitor's re-render
 * is still replacing (ADR 0081); the journey starts again from the top until all are fresh
 * (`fresh`, when given, says what else a fresh list shows).
 */
export async function loadMoreUntilShowing(
  page: Page,
  path: string,
  shown: Locator,
  fresh: () => Promise<void> = async () => {},
) {
  const cards = page.getByTestId("news-card");
  const loadMore = page.getByRole("link", { name: "Load more" });
  await expect(async () => {
    await page.goto(path);
    await expect(cards.first()).toBeVisible({ timeout: 2_000 });
    while (!(await shown.isVisible()) && (await loadMore.isVisible())) {
      const count = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count(), { timeout: 2_000 }).toBeGreaterThan(count);
    }
    await expect(shown).toBeVisible({ timeout: 1_000 });
    await fresh();
  }).toPass({ timeout: 20_000 });
}

export function photo(color = "#3b5bfd", width = 1200, height = 675) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A photo-sized file (noise compresses badly), big enough for upload progress to be seen. */
export function largePhoto() {
  const width = 1800;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export async function uploadViaApi(request: APIRequestContext, color?: string) {
  const response = await request.post("/api/images", {
    multipart: { image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await photo(color) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

export async function createArticle(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const img = overrides.img ?? (await uploadViaApi(request));
  const response = await request.post("/api/addNew", {
    data: {
      title: `Article ${token()}`,
      date: "2026-01-10",
      time: "10:00",
      body1: "First paragraph of the story.",
      body2: "Second paragraph.",
      body3: "Third paragraph.",
      conclusion: "In conclusion.",
      category: "community news",
      keywords: ["community"],
      ...overrides,
      img,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/**
 * Creates several articles at once, sharing one uploaded picture: each upload is re-encoded into
 * every served width, the slow part of making an article, and a list's cards need not differ.
 */
export async function createArticles(
  request: APIRequestContext,
  articles: Record<string, unknown>[],
) {
  const img = await uploadViaApi(request);
  return Promise.all(articles.map((overrides) => createArticle(request, { img, ...overrides })));
}

/** Thirty Bengali paragraphs: a body long enough to run far past its field and the screen. */
export const longBengaliBody = Array.from(
  { length: 30 },
  (_, i) => `অনুচ্ছেদ ${i + 1}: স্মল হিথের ঈদের বাজারে আজ সকাল থেকেই ভিড়।`,
).join("\n\n");

/** Describes the article image, as publishing needs (ADR 0130). */
export async function describeImage(page: Page, alt = "Families on the grass by the park's lake") {
  await page.getByLabel("Image description (alt text)").fill(alt);
}

/** A body field's writing surface (ADR 0162), found as a person finds it: a textbox by its label. */
export const surface = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true });

/**
 * The Markdown the surface wrote into its form field (the textarea it hides), what is submitted.
 * Read to check what is saved; never written to.
 */
export const bodyMarkdown = (page: Page, name: string) =>
  page.locator(`textarea[name="${name === "Conclusion" ? "conclusion" : name.toLowerCase()}"]`);

/**
 * Writes a body field as a person does: clicks into its surface, selects what is there, and types
 * it paragraph by paragraph (each line's text at once, as an input method commits it; Enter between).
 */
export async function writeBody(page: Page, name: string, text: string) {
  await surface(page, name).click();
  await page.keyboard.press("ControlOrMeta+A");
  for (const [index, line] of text.split(/\n+/).entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.insertText(line);
  }
  await expect(surface(page, name)).toContainText(text.split("\n")[0]!.slice(0, 20));
}

/** The writing surface's question (a picture's description, a link's address). */
export const askDialog = (page: Page, title: string | RegExp) =>
  page.getByRole("dialog", { name: title });

/**
 * Answers the writing surface's question by keyboard, as an editor does: the field has focus and
 * its present value selected, so typing replaces it; Enter saves. The question closes.
 */
export async function answerDialog(page: Page, title: string | RegExp, text: string) {
  const dialog = askDialog(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await page.keyboard.insertText(text);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}
