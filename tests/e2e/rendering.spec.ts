import type { Page } from "@playwright/test";
import { largerThumbnailIds } from "../support/thumbnail-origin.ts";
import { watchConsoleErrors } from "./console-errors.ts";
import { expect } from "./fixtures.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { createArticle, token } from "./news-helpers.ts";

// The rendering rules of the performance issue, checked in a real browser on the public pages
// at a phone and a desktop width: the largest image on the first screen is not lazy and is served in
// a modern format at a sensible size; images below the first screen are lazy; every image has
// its dimensions; the Latin font is preloaded; and the page does not shift while it loads.

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];

type Measured = {
  largest: { lazy: boolean; src: string; natural: number; shown: number } | null;
  unsizedImages: string[];
  eagerBelowFold: string[];
  cls: number;
  fontPreloaded: boolean;
};

async function measure(page: Page): Promise<Measured> {
  await page.evaluate(() => document.fonts.ready);
  // Every late resource in, then two frames laid out: any shift they cause has been recorded.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(async () => {
    const entries = <T extends PerformanceEntry>(type: string) =>
      new Promise<T[]>((resolve) => {
        const seen: T[] = [];
        new PerformanceObserver((list) => seen.push(...(list.getEntries() as T[]))).observe({
          type,
          buffered: true,
        });
        setTimeout(() => resolve(seen), 300);
      });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const cls = (await entries<Shift>("layout-shift"))
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0);
    const images = [...document.images];
    const describe = (img: HTMLImageElement) => img.currentSrc || img.src;
    // naturalWidth is divided by the density srcset implies; the file's own width is wanted.
    const fileWidth = async (src: string) => {
      const copy = new Image();
      copy.src = src;
      await copy.decode();
      return copy.naturalWidth;
    };
    const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
    // The largest image on the first screen: the one a visitor waits for.
    const area = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.top < innerHeight && box.bottom > 0 ? box.width * box.height : 0;
    };
    // Cards of a row are alike in size: the first of the largest ones, in document order.
    const most = Math.max(0, ...images.map(area));
    const largest = images.find((img) => most > 0 && area(img) >= most * 0.9);
    return {
      largest: largest
        ? {
            lazy: largest.loading === "lazy",
            src: describe(largest),
            natural: await fileWidth(describe(largest)),
            shown: largest.getBoundingClientRect().width * devicePixelRatio,
          }
        : null,
      unsizedImages: images
        .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
        .map(describe),
      eagerBelowFold: images
        .filter((img) => img.getBoundingClientRect().top > innerHeight && img.loading !== "lazy")
        .map(describe),
      cls,
      fontPreloaded: Boolean(
        preload?.href.endsWith(".woff2") && performance.getEntriesByName(preload.href).length,
      ),
    };
  });
}

test.describe("rendering of the public pages", () => {
  for (const width of widths) {
    test(`at ${width.name} width: the largest image is eager and fitting, others lazy, nothing shifts`, async ({
      browser,
      admin,
    }) => {
      // Seven pages, each in a fresh browser context and measured after it settles: with two
      // workers on two cores, past the default 30 s.
      test.slow();
      const mark = token("render");
      const errors: string[] = [];
      const article = await createArticle(admin, { title: `${mark} rendering` });
      // A video too, so the gallery is measured with a card and its thumbnail, not empty.
      // An id the test thumbnail origin has in 1280 px, as YouTube has for HD videos.
      const videoId = `${largerThumbnailIds.maxres.slice(0, 7)}${mark.slice(-4)}`;
      const video = await admin.post("/api/addVideo", {
        data: { url: `https://www.youtube.com/watch?v=${videoId}`, title: `${mark} video` },
      });
      expect(video.status(), await video.text()).toBe(201);
      const { insertedId: videoRow } = (await video.json()) as { insertedId: string };
      const paths = [
        "/",
        "/contact",
        "/web-development",
        "/community-news",
        // The article's readable address, made from its title (ADR 0105).
        `/news/${mark}-rendering`,
        "/videos",
        `/news/search?q=${mark}`,
      ];
      for (const pathname of paths) {
        // A first-time visitor each time: an image cached at another size by an earlier page
        // would be reused by the browser and say nothing about this page's markup.
        const context = await browser.newContext({
          baseURL: `http://localhost:${process.env.E2E_PORT}`,
          viewport: width.viewport,
          deviceScaleFactor: width.deviceScaleFactor,
        });
        const page = await context.newPage();
        const watched = watchConsoleErrors(page);
        await page.goto(pathname, { waitUntil: "load" });
        const measured = await measure(page);
        errors.push(...(await watched.settle()).map((error) => `${pathname}: ${error}`));
        await context.close();
        const at = `${pathname} at ${width.name} width`;
        expect(measured.fontPreloaded, `${at}: Latin font preloaded and used`).toBe(true);
        expect(measured.unsizedImages, `${at}: images without width and height`).toEqual([]);
        expect(measured.eagerBelowFold, `${at}: images below the fold not lazy`).toEqual([]);
        expect(measured.cls, `${at}: layout shift`).toBeLessThanOrEqual(0.02);
        if (measured.largest) {
          expect(measured.largest.lazy, `${at}: largest image is lazy`).toBe(false);
          expect(measured.largest.src, `${at}: largest image format`).toMatch(
            /\.(avif|webp|svg)(\?|$)/,
          );
          if (!measured.largest.src.includes(".svg")) {
            // Sharp enough for the screen, and not more than twice what it needs.
            expect(
              measured.largest.natural,
              `${at}: largest image too small`,
            ).toBeGreaterThanOrEqual(Math.min(measured.largest.shown, 1600) * 0.75);
            expect(measured.largest.natural, `${at}: largest image too large`).toBeLessThanOrEqual(
              Math.max(measured.largest.shown * 2, 400),
            );
          }
        }
      }
      await admin.delete(`/api/deleteVideo/${videoRow}`);
      await admin.delete(`/api/deleteNews/${article}`);
      expect(errors, "console errors").toEqual([]);
    });
  }
});
