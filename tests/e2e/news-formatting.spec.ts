import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  answerDialog,
  bodyMarkdown,
  describeImage,
  photo,
  surface,
  token,
  writeBody,
} from "./news-helpers.ts";

// The channel's news editor writes formatted articles (ADR 0100), one in Bengali and one in
// English, with the toolbar and the live preview, then reads them on the public page: a
// subheading, a list, a link and an inline image, rendered by the server. The toolbar does the
// same at any width, so each story is written once: the Bengali one at a phone's width (where the
// preview sits below the form), the English one at a desktop's; each still reaches the public
// page. The server's Markdown rules are proved at integration (news-markdown.test.ts).

type Story = {
  lang: string;
  width: number;
  title: string;
  intro: string;
  bold: string;
  heading: string;
  items: string[];
  linkText: string;
  closing: string;
  imageAlt: string;
};

const stories: Story[] = [
  {
    lang: "Bengali",
    width: 390,
    title: "স্মল হিথে ঈদের জামাত",
    intro: "হাজারো মানুষ স্মল হিথ পার্কে ঈদের নামাজে অংশ নেন।",
    bold: "ঈদের নামাজে",
    heading: "দিনের আয়োজন",
    items: ["সকালের নামাজ", "শিশুদের মেলা", "খাবারের স্টল"],
    linkText: "আয়োজকদের ওয়েবসাইট",
    closing: "আগামী বছর আরও বড় আয়োজনের পরিকল্পনা চলছে।",
    imageAlt: "পার্কে নামাজের জন্য সারিবদ্ধ মানুষ",
  },
  {
    lang: "English",
    width: 1440,
    title: "Summer mela returns to Small Heath",
    intro: "Thousands came to Small Heath Park for the annual summer mela.",
    bold: "annual summer mela",
    heading: "What was on",
    items: ["Food stalls from Sylhet", "Live music", "A children's corner"],
    linkText: "the organisers' website",
    closing: "Next year's mela is already being planned.",
    imageAlt: "Crowds by the stage at noon",
  },
];

const toolbar = (page: Page, label: string) =>
  page.getByRole("toolbar", { name: `Formatting for ${label}` });

/**
 * Selects from `from` to the end of `to` in a body field's writing surface (ADR 0162), as the
 * editor would with the mouse: the browser's selection, which the surface follows.
 */
async function select(page: Page, label: string, from: string, to = from) {
  await surface(page, label).evaluate(
    (root, { first, last }) => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      const start = texts.find((text) => text.data.includes(first))!;
      const end = texts.find((text) => text.data.includes(last))!;
      const range = document.createRange();
      range.setStart(start, start.data.indexOf(first));
      range.setEnd(end, end.data.indexOf(last) + last.length);
      (root as HTMLElement).focus();
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    },
    { first: from, last: to },
  );
}

async function press(page: Page, label: string, button: string) {
  await toolbar(page, label).getByRole("button", { name: button, exact: true }).click();
}

for (const story of stories) {
  const { width } = story;
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test(`the editor writes a formatted ${story.lang} article and reads it on the public page`, async ({
      page,
    }) => {
      // A whole journey: past the default 30 s on a loaded two-core machine.
      test.slow();
      const title = `${story.title} ${token()}`;
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(title);
      // Yesterday: published at once, and the newest on the category page.
      await page
        .getByLabel("Date")
        .fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
      await page.getByLabel("Time").fill("09:30");

      // Body1: a paragraph with words in bold.
      await writeBody(page, "Body1", story.intro);
      await select(page, "Body1", story.bold);
      await press(page, "Body1", "Bold");

      // Body2: a subheading, then a bulleted list.
      await writeBody(page, "Body2", [story.heading, ...story.items].join("\n"));
      await select(page, "Body2", story.heading);
      await press(page, "Body2", "Subheading");
      await select(page, "Body2", story.items[0]!, story.items.at(-1));
      await press(page, "Body2", "Bulleted list");
      await expect(bodyMarkdown(page, "Body2")).toHaveValue(
        `## ${story.heading}\n\n${story.items.map((item) => `- ${item}`).join("\n")}`,
      );

      // Body3: a link over the selected words.
      await writeBody(page, "Body3", `More from ${story.linkText}.`);
      await select(page, "Body3", story.linkText);
      // The address is asked for (the surface's own dialog).
      await press(page, "Body3", "Link");
      await answerDialog(page, "Add link", "https://example.com/mela");
      await expect(
        surface(page, "Body3").getByRole("link", { name: story.linkText }),
      ).toBeVisible();

      // Conclusion: text, then an image uploaded through the toolbar, described as it goes in.
      await writeBody(page, "Conclusion", story.closing);
      await page.keyboard.press("End");
      await toolbar(page, "Conclusion")
        .locator("input[type=file]")
        .setInputFiles({
          name: "crowd.jpg",
          mimeType: "image/jpeg",
          buffer: await photo("#2a9d8f"),
        });
      // Described from the picture itself once it is in (a double-click asks).
      await surface(page, "Conclusion").getByRole("img", { name: "Describe the image" }).dblclick();
      await answerDialog(page, "Describe the picture", story.imageAlt);
      await expect(
        surface(page, "Conclusion").getByRole("img", { name: story.imageAlt }),
      ).toBeVisible();

      // The live preview shows what readers will see, rendered by the server.
      const preview = page.getByTestId("live-preview");
      await expect(preview.getByRole("heading", { name: story.heading, level: 2 })).toBeVisible();
      await expect(preview.getByRole("listitem")).toHaveText(story.items);
      await expect(preview.getByRole("link", { name: story.linkText })).toHaveAttribute(
        "href",
        "https://example.com/mela",
      );
      // On a phone the preview is below the form; its image loads lazily, once scrolled to.
      const previewImage = preview.getByRole("img", { name: story.imageAlt });
      await previewImage.scrollIntoViewIfNeeded();
      await expect(previewImage).toBeVisible();
      await expect(preview.locator("strong")).toHaveText(story.bold);

      await page.getByLabel("Category").selectOption("community news");
      await page.getByLabel("Keywords").fill("Eid, mela, Small Heath");
      await page
        .getByLabel("Image", { exact: true })
        .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await describeImage(page);
      await page.getByRole("button", { name: "Add News" }).click();
      const dialog = page.getByRole("dialog", { name: "News Added!" });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await dialog.getByRole("button", { name: "OK" }).click();

      // The reader's view: the public article page, rendered on the server.
      await page.goto("/community-news");
      await page.getByRole("link", { name: `Read More: ${title}` }).click();
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      const article = page.locator("article");
      await expect(article.locator("strong")).toHaveText(story.bold);
      await expect(article.getByRole("heading", { name: story.heading, level: 2 })).toBeVisible();
      await expect(article.getByRole("list").first().getByRole("listitem")).toHaveText(story.items);
      await expect(article.getByRole("link", { name: story.linkText })).toHaveAttribute(
        "href",
        "https://example.com/mela",
      );
      const inline = article.getByRole("img", { name: story.imageAlt });
      await inline.scrollIntoViewIfNeeded();
      await expect(inline).toBeVisible();
      await expect
        .poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // The card's excerpt is plain text: no Markdown marks reach readers.
      await page.goto("/community-news");
      const card = page.getByTestId("news-card").filter({ hasText: title });
      await expect(card).toContainText(story.intro);
      await expect(card).not.toContainText("**");
    });
  });
}
