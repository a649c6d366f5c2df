import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startAppProcess } from "../tests/support/app-process.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";

// `npm run screenshots`: full-page captures of every marketing page at a phone (390 px) and a
// desktop (1440 px) width, plus a few interactive states, into screenshots/ (git-ignored), for
// a person to look at. Arguments pick pages by name, e.g. `node scripts/screenshots.ts home work`. Runs the production build on a throwaway database.

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

const shots: Shot[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "ecommerce", path: "/ecommerce" },
  { name: "web-development", path: "/web-development" },
  { name: "web-design", path: "/web-design" },
  { name: "mobile-app", path: "/mobile-app" },
  { name: "maintenance-support", path: "/maintenance-support" },
  { name: "desktop-application", path: "/desktop-application" },
  { name: "graphics-design", path: "/graphics-design" },
  { name: "ux-ui-design", path: "/ux-ui-design" },
  { name: "digital-marketing", path: "/digital-marketing" },
  { name: "work", path: "/work" },
  {
    name: "work-revealed",
    path: "/work",
    prepare: (page) => page.getByRole("button", { name: "Request to View Projects" }).click(),
  },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "terms", path: "/terms" },
  { name: "privacy", path: "/privacy" },
  { name: "not-found", path: "/no-such-page" },
];

// SCREENSHOT_WIDTHS=360,768 checks other widths; the default is a phone and a desktop.
const widths = (process.env.SCREENSHOT_WIDTHS ?? "390,1440").split(",").map(Number);
const only = process.argv.slice(2);
const outDir = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-shots-"));
const app = await startAppProcess({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});

try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
    });
    const page = await context.newPage();
    for (const shot of shots.filter((s) => only.length === 0 || only.includes(s.name))) {
      await page.goto(new URL(shot.path, app.url).href, { waitUntil: "networkidle" });
      await shot.prepare?.(page);
      // Lazy images load only near the viewport: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForTimeout(400);
      const file = path.join(outDir, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshots/${path.basename(file)}`);
    }
    if (only.length === 0 || only.includes("menu")) {
      await page.goto(app.url, { waitUntil: "networkidle" });
      if (width < 1280) {
        await page.getByRole("button", { name: "Menu" }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `menu-open-${width}.png`) });
      } else {
        await page.getByRole("button", { name: "WHAT WE DO" }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `menu-open-${width}.png`) });
      }
      console.log(`screenshots/menu-open-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
