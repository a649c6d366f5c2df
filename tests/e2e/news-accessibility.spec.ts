import AxeBuilder from "@axe-core/playwright";
import { expect } from "./fixtures.ts";
import { adminTest, readerTest } from "./news-fixtures.ts";
import { createArticle, token } from "./news-helpers.ts";

// WCAG 2 A/AA checks by axe-core on the news screens, at phone and desktop widths.

const scan = async (page: import("@playwright/test").Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

for (const width of [390, 1440]) {
  readerTest(`news reading pages pass axe at ${width}px`, async ({ page, admin }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await createArticle(admin, {
      title: `চট্টগ্রামে নতুন সেতু ${token()}`,
      body1: "নতুন সেতুটি যান চলাচলের জন্য **খুলে দেওয়া** হয়েছে।",
      body2: "## যা জানা দরকার\n\n- [সড়ক বিভাগ](https://example.com)\n1. প্রথম\n\n> উদ্ধৃতি",
      category: "Bangladesh Porikroma",
    });
    for (const path of ["/bangladesh-porikroma", `/news/${id}`, "/news/search?q=bridge"]) {
      await page.goto(path);
      expect(await scan(page), path).toEqual([]);
    }
  });

  adminTest(`news admin screens pass axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await createArticle(page.request, { title: `Axe admin ${token()}` });
    await page.goto("/deleteNews");
    expect(await scan(page), "/deleteNews").toEqual([]);
    // The media library, with the image that article uses.
    await page.goto("/media");
    expect(await scan(page), "/media").toEqual([]);
    // Add News is scanned once, showing its messages: the same screen with more on it.
    await page.goto("/addNews");
    await page.getByRole("button", { name: "Add News" }).click();
    await expect(page.getByText("Title is Required")).toBeVisible();
    expect(await scan(page), "/addNews with errors").toEqual([]);
  });
}
