import { newsCategories } from "../../app/lib/news-categories.ts";
import { expect } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";
import { readerTest as test } from "./news-fixtures.ts";
import {
  createArticle,
  createArticles,
  loadMoreUntilShowing,
  openSharedPageShowing,
  token,
  uploadViaApi,
} from "./news-helpers.ts";

// Readers are signed out; articles are made through the REST API by a worker-wide admin.
// What the server answers alone is proved at the integration layer: an unknown or malformed id's
// 404 'News article not found!' and drafts and scheduled articles kept off category pages, search
// and their address (tests/integration/news-pages.test.ts, news-drafts.test.ts,
// news-schedule.test.ts).

test.describe("category pages", () => {
  test("each lists only its own articles in a three-column grid", async ({ page, admin }) => {
    const mark = token("cat");
    await createArticles(
      admin,
      newsCategories.map((category) => ({
        title: `${mark} ${category.slug}`,
        category: category.value,
        date: "2026-01-15",
      })),
    );
    for (const category of newsCategories) {
      const mine = page.getByRole("heading", { name: `${mark} ${category.slug}` });
      await openSharedPageShowing(page, `/${category.slug}`, mine);
      await expect(page.getByRole("heading", { level: 1, name: category.heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: new RegExp(`^${mark} `) })).toHaveCount(1);
      const card = page.getByTestId("news-card").filter({ hasText: `${mark} ${category.slug}` });
      await expect(card.getByText("15 Jan 2026 - 10:00")).toBeVisible();
      await expect(card.getByText("First paragraph of the story.")).toBeVisible();
      await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
        "href",
        // The readable address, made from the title (ADR 0105).
        new RegExp(`^/news/${mark}-${category.slug}$`),
      );
      const columns = await page
        .getByTestId("news-card")
        .first()
        .locator("xpath=..")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(3);
    }
  });

  test("'Load more' appends older articles, and works as a plain link without JavaScript", async ({
    page,
    admin,
    browser,
  }) => {
    const mark = token("more");
    // 14 travel articles dated in 2019: older than any other test's, so they fill the tail.
    await createArticles(
      admin,
      Array.from({ length: 14 }, (_, i) => ({
        title: `${mark} day ${i + 1}`,
        category: "travel",
        date: `2019-06-${String(i + 1).padStart(2, "0")}`,
      })),
    );
    await page.goto("/travel");
    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(12);
    const oldest = page.getByRole("heading", { name: `${mark} day 1`, exact: true });
    // All of this test's articles, newest first.
    await loadMoreUntilShowing(page, "/travel", oldest, async () => {
      const mine = await page
        .getByRole("heading", { name: new RegExp(`^${mark} day`) })
        .allTextContents();
      expect(mine.map((t) => Number(t.split(" ").at(-1)))).toEqual(
        Array.from({ length: 14 }, (_, i) => 14 - i),
      );
    });
    await expect(page).toHaveURL("/travel");

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${new URL(page.url()).origin}/travel`);
    await plain.getByRole("link", { name: "Load more" }).click();
    await expect(plain).toHaveURL(/\/travel\?after=/);
    await expect(plain.getByText("Showing older articles.")).toBeVisible();
    await expect(plain.getByTestId("news-card").first()).toBeVisible();
    await noScript.close();
  });
  test("Back from an article opened after 'Load more' shows the same list at the same card", async ({
    page,
    admin,
  }) => {
    const mark = token("back");
    // Dated 2018: older than the other tests' travel articles, so they are at the list's end.
    await createArticles(
      admin,
      Array.from({ length: 14 }, (_, i) => ({
        title: `${mark} day ${i + 1}`,
        category: "travel",
        date: `2018-03-${String(i + 1).padStart(2, "0")}`,
      })),
    );
    const cards = page.getByTestId("news-card");
    const oldest = page.getByRole("heading", { name: `${mark} day 1`, exact: true });
    await loadMoreUntilShowing(page, "/travel", oldest);
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(12);

    await cards
      .filter({ has: oldest })
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `${mark} day 1` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/travel");
    // At least as many: another test may have published a travel article meanwhile.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
    await expect(oldest).toBeInViewport();

    // A reload keeps the list too: the history entry is the same.
    await page.reload();
    await expect(oldest).toBeVisible();
  });
});

test.describe("the article page", () => {
  test("shows every field and each form of keywords", async ({ page, admin }) => {
    const listed = await createArticle(admin, {
      title: `Keywords list ${token()}`,
      keywords: ["Eid", "mela", "Birmingham"],
      body1: "Body one text.",
      body2: "Body two text.",
      body3: "Body three text.",
      conclusion: "Conclusion text.",
      category: "sports",
      date: "2026-01-20",
      time: "07:45",
    });
    const raw = await createArticle(admin, {
      title: `Keywords raw ${token()}`,
      keywords: "Eid mela 2026",
    });
    const none = await createArticle(admin, { title: `Keywords none ${token()}`, keywords: "" });

    await page.goto(`/news/${listed}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Keywords list/);
    // The article itself (related cards below may repeat a date or a first paragraph).
    const story = page.locator("article").first();
    await expect(story.locator("time")).toHaveText("20 Jan 2026 - 07:45");
    for (const text of [
      "Body one text.",
      "Body two text.",
      "Body three text.",
      "Conclusion text.",
    ]) {
      await expect(story.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("article-category")).toHaveText("Sports");
    await expect(page.getByTestId("article-keywords")).toHaveText("Eid, mela, Birmingham");
    const image = story.getByRole("img", { name: /^Keywords list/ });
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(story.locator("picture source[type='image/avif']")).toHaveAttribute(
      "srcset",
      /480w/,
    );

    await page.goto(`/news/${raw}`);
    await expect(page.getByTestId("article-keywords")).toHaveText("Eid mela 2026");
    await page.goto(`/news/${none}`);
    await expect(page.getByTestId("article-keywords")).toHaveText("No keywords available");
  });

  test("copies its link, or says when it cannot", async ({ page, admin, context }) => {
    const id = await createArticle(admin, { title: `Copy me ${token()}` });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/news/${id}`);
    await page.getByRole("button", { name: "Copy Link" }).click();
    const copied = page.getByRole("dialog", { name: "Link copied!" });
    await expect(copied.getByText("Share the article on social media!")).toBeVisible();
    // The readable address the id redirected to (ADR 0105).
    expect(page.url()).toMatch(/\/news\/copy-me-[a-z0-9-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await copied.getByRole("button", { name: "OK" }).click();

    // A browser that refuses clipboard access (permissions policy, old browser, ...).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.reload();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Oops..." })
        .getByText("Something went wrong. Please try again."),
    ).toBeVisible();
  });

  test("keeps a body picture's place before it loads, at phone and desktop widths (ADR 0167)", async ({
    page,
    admin,
  }) => {
    // A 1200 × 675 upload: its box is the column's width by 9/16 of it, loaded or not.
    const picture = new URL(await uploadViaApi(admin, "#2f7d4a")).pathname;
    const id = await createArticle(admin, {
      title: `Body picture ${token()}`,
      body2: `Before the picture.\n\n![The park at noon](${picture})\n\nAfter the picture.`,
    });
    const story = page.locator("article").first();
    const body = story.getByRole("img", { name: "The park at noon" });
    const after = story.getByText("After the picture.", { exact: true });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      // The picture's file is held: the page is drawn as a slow phone first draws it.
      const release = await holdRequests(page, `**${picture}`);
      await page.goto(`/news/${id}`);
      await body.scrollIntoViewIfNeeded();
      await expect(body).toHaveJSProperty("complete", false);
      const box = (await body.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(Math.abs(box.height - (box.width * 675) / 1200)).toBeLessThan(1.5);
      // Where it stands in the document (scroll anchoring may move the view, never the text).
      const place = () => after.evaluate((p) => p.getBoundingClientRect().top + window.scrollY);
      const before = await place();
      release();
      await expect
        .poll(() => body.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      // Nothing below it moved when it arrived.
      expect(await place()).toBe(before);
      await page.unroute(`**${picture}`);
    }
  });

  test("lists related news from its category without itself, and opens them at the top", async ({
    page,
    admin,
  }) => {
    const mark = token("rel");
    const ids: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      ids.push(
        await createArticle(admin, {
          title: `${mark} related ${i}`,
          category: "global news",
          date: `2026-02-0${i}`,
          body1: "Long text. ".repeat(200),
        }),
      );
    }
    await page.goto(`/news/${ids[2]}`);
    const related = page.getByRole("region", { name: "Related News" });
    await expect(related.getByTestId("news-card").first()).toBeVisible();
    await expect(related.getByRole("heading", { name: `${mark} related 3` })).toHaveCount(0);

    await page.goto(`/news/${ids[0]}`);
    await expect(related.getByRole("heading", { name: `${mark} related 1` })).toHaveCount(0);
    const next = related.getByTestId("news-card").first();
    const nextTitle = await next.getByRole("heading").textContent();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // Hold the request until the pending state has been seen.
    const release = await holdRequests(page, "**/news/*.data*");
    await next.getByRole("link", { name: /^Read More/ }).click();
    await expect(page.getByRole("status").getByText("Loading article…")).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextTitle!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("search", () => {
  test("finds articles by English and Bengali words from the news navigation", async ({
    page,
    admin,
  }) => {
    const word = token("kite");
    // A Bengali word no other test uses: the token's digits spelled with Bengali letters.
    const letters = "কখগঘঙচছজঝঞ";
    const bengaliWord = `ঘুড়ি${[...String(Date.now())]
      .slice(-6)
      .map((d) => letters[Number(d)])
      .join("")}`;
    await createArticle(admin, {
      title: `Kite festival in Cannon Hill ${word}`,
      category: "community news",
    });
    await createArticle(admin, {
      title: `ক্যানন হিলে ${bengaliWord} উৎসব`,
      body1: `শত শত পরিবার ${bengaliWord} উৎসবে অংশ নিয়েছে।`,
      category: "Bangladesh Porikroma",
    });

    await page.goto("/community-news");
    await page.getByRole("searchbox", { name: "Search news" }).fill(word);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/news/search\\?q=${word}`));
    await expect(
      page.getByRole("heading", { name: `Kite festival in Cannon Hill ${word}` }),
    ).toBeVisible();
    await expect(page.getByTestId("news-card")).toHaveCount(1);

    await page.getByRole("searchbox", { name: "Search news" }).fill(bengaliWord);
    await page.getByRole("button", { name: "Search" }).click();
    const result = page.getByRole("heading", { name: `ক্যানন হিলে ${bengaliWord} উৎসব` });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute("lang", "bn");
    await expect(page.getByTestId("news-card")).toHaveCount(1);
  });

  test("Back to an earlier search shows the results it had loaded with 'Load more'", async ({
    page,
    admin,
  }) => {
    const word = token("lantern");
    await createArticles(
      admin,
      Array.from({ length: 14 }, (_, i) => ({ title: `Lantern walk ${word} part ${i + 1}` })),
    );
    await page.goto(`/news/search?q=${word}`);
    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(12);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(cards).toHaveCount(14);

    await page.getByRole("searchbox", { name: "Search news" }).fill(`${word}-none`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    // Nothing of the earlier search's extra page is carried into this one.
    await expect(cards).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/news/search\\?q=${word}$`));
    await expect(cards).toHaveCount(14);
  });
});
