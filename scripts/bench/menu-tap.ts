import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startAppProcess } from "../../tests/support/app-process.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";

// `node scripts/bench/menu-tap.ts [--from=DIR] [--taps=5] [--hydrated] [/ /contact ...]`: how long
// the side menu takes to show after a tap on Menu at the first paint, on a throttled phone (ADR
// 0142): 390×844, touch, DPR 3, the CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms. Each tap
// is a new visitor (an empty cache) tapping as soon as the page has painted; `--hydrated` taps once
// the page has hydrated instead. The time runs from the touch to the first frame that shows the
// open menu, both read in the page. `--from` runs another checkout's build (e.g. main's, to
// compare), seeded with this checkout's sample content.

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const from = option("from");
const taps = Number(option("taps") ?? 5);
const hydrated = args.includes("--hydrated");
const pages = args.filter((arg) => !arg.startsWith("--"));
if (pages.length === 0) pages.push("/", "/contact");

// In the page from its first script on: the touch's time (the input's own), and the first frame
// that finds the menu open (read in that frame's callback, just before it is painted).
const watch = () => {
  const times = { tap: 0, open: 0 };
  Object.assign(window, { menuTapTimes: times });
  addEventListener("touchstart", (event) => (times.tap ||= event.timeStamp), { capture: true });
  const frame = () => {
    const menu = document.querySelector<HTMLDialogElement>('dialog[aria-label="Site menu"]');
    if (times.tap && menu?.open && menu.checkVisibility()) times.open = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-menu-tap-"));
const seeded = spawnSync(process.execPath, ["scripts/seed.ts"], {
  env: { ...process.env, DATA_DIR: dataDir },
  encoding: "utf8",
});
if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`);
const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }, { from });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});

try {
  for (const pathname of pages) {
    const figures: number[] = [];
    for (let run = 0; run < taps; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(watch);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 1_600_000 / 8,
        uploadThroughput: 750_000 / 8,
      });
      // Warm the server's page cache, so each visitor gets the cached page as a real one would.
      if (run === 0) await context.request.get(new URL(pathname, app.url).href);
      await page.goto(new URL(pathname, app.url).href, { waitUntil: "commit" });
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
        undefined,
        { polling: 50 },
      );
      if (hydrated) {
        await page.evaluate(() => dispatchEvent(new PointerEvent("pointermove")));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      }
      const box = await page.evaluate(() => {
        const button = [...document.querySelectorAll("header button")].find(
          (element) => element.textContent?.trim() === "Menu",
        );
        const rect = button!.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      });
      await page.touchscreen.tap(box.x, box.y);
      const times = await page.waitForFunction(
        () => {
          const { tap, open } = (
            window as unknown as { menuTapTimes: { tap: number; open: number } }
          ).menuTapTimes;
          return open ? { tap, open } : null;
        },
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      const { tap, open } = (await times.jsonValue())!;
      figures.push(Math.round(open - tap));
      await context.close();
    }
    const sorted = [...figures].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`${pathname}: tap to open ${figures.join(", ")} ms; median ${median} ms`);
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
