import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures.ts";

// The navigation bar is one line at every width from 1024 px: no item breaks onto a second line,
// nothing overflows the bar, signed out and signed in with a long name.

const longName = "Alexandra Montgomery-Fairweather";

/** Texts in the header that run over more than one line, and whether the bar overflows. */
function measure(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector("header > div") as HTMLElement;
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...range.getClientRects()].map((rect) => rect.top);
      // Hidden text (closed menus, the side menu) has no boxes; one line has one top.
      if (tops.length && Math.max(...tops) - Math.min(...tops) > 2) {
        wrapped.push(node.textContent.trim());
      }
    }
    const clusters = [...row.children].map((child) => child.getBoundingClientRect());
    const overlapping = clusters.some(
      (box, i) => i > 0 && box.width > 0 && box.left < clusters[i - 1]!.right - 0.5,
    );
    return {
      wrapped,
      overflows: row.scrollWidth > row.clientWidth,
      overlapping,
      height: row.getBoundingClientRect().height,
    };
  });
}

async function signUp(page: Page) {
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email: uniqueEmail("longname"), password: "Passw0rd!", name: longName },
  });
  expect(response.ok()).toBe(true);
}

/** Signs up with the long name and opens the home page, signed in. */
async function signedInWithLongName(page: Page) {
  await signUp(page);
  await page.goto("/");
  await expect(page.getByLabel(`Account menu for ${longName}`).first()).toBeAttached();
}

const oneLine = { wrapped: [], overflows: false, overlapping: false, height: 72 };

for (const width of [1024, 1280, 1440]) {
  test.describe(`the navigation bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("is one line, signed out", async ({ page }) => {
      await page.goto("/");
      expect(await measure(page)).toEqual({
        wrapped: [],
        overflows: false,
        overlapping: false,
        height: 72,
      });
    });

    test("is one line, signed in with a long name", async ({ page }) => {
      await signedInWithLongName(page);
      expect(await measure(page)).toEqual(oneLine);
    });

    test.describe("in the system font", () => {
      // Our font is optional: a page it comes too late for is read in the system font, wider
      // here (ADR 0096). The bar must fit in that too.
      test.use({ allowConsoleErrors: [/woff2/] });

      test("is one line, signed in with a long name", async ({ page }) => {
        await page.route("**/*.woff2", (route) => route.abort());
        await signedInWithLongName(page);
        expect(await measure(page)).toEqual(oneLine);
      });
    });
  });
}
