import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { createArticle } from "./news-helpers.ts";

// What may come after the first paint, and must then not disturb it: the Bengali font (ADR 0097).

test.use({ waitForHydration: false });

/** Resolves once the page has painted anything. */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver(() => resolve()).observe({ type: "paint", buffered: true }),
      ),
  );

/** The layout shift of the page so far, as the browser scores it (no input was given). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    // A buffered observer holds the entries so far at once; takeRecords hands them over.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as Array<PerformanceEntry & { value: number }>;
    observer.disconnect();
    return shifts.reduce((sum, shift) => sum + shift.value, 0);
  });

/** Two frames: whatever the page changed before has been laid out and painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

test.describe("a Bengali font too late for the first paint", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  // The Bengali file is asked for only once Bengali text is laid out, so it nearly always comes
  // after the first paint. Swapped in then (font-display: swap), it rewrapped a Bengali article's
  // title and pushed the picture below it down: a layout shift of 0.058 in Lighthouse's mobile
  // run. Here it is held until the page has painted, then let through.
  test("stays out of the page it missed: nothing shifts", async ({ page, admin }) => {
    const article = await createArticle(admin, {
      title: "সিলেটে বন্যা পরিস্থিতির উন্নতি, ঘরে ফিরছেন মানুষ; ত্রাণ পৌঁছাচ্ছে দুর্গত এলাকায়",
      body1: "টানা বৃষ্টি থামার পর সিলেটের নিম্নাঞ্চল থেকে পানি নামতে শুরু করেছে।",
      keywords: ["বন্যা", "সিলেট"],
    });
    const releaseFont = await holdRequests(page, "**/noto-sans-bengali-*.woff2");
    const fontRequested = page.waitForRequest(/noto-sans-bengali-.*\.woff2$/);
    await page.goto(`/news/${article}`, { waitUntil: "commit" });
    await painted(page);
    await fontRequested;
    // Past the 100 ms an optional face waits before the fallback is kept (a file arriving within
    // it is used), and two frames so the page has had its turn.
    await page.waitForTimeout(300);
    await twoFrames(page);
    const fontCame = page.waitForResponse(/noto-sans-bengali-.*\.woff2$/);
    releaseFont();
    await fontCame;
    // And the deferred stylesheet applied, which rebuilds CSS font faces (ADR 0096).
    await expect(page.locator('link[rel="stylesheet"][media="all"]')).toBeAttached();
    await twoFrames(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await admin.delete(`/api/deleteNews/${article}`);
  });
});
