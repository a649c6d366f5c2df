import { chromium } from "playwright-core";
import { chromiumFlags, chromiumInstalled, chromiumPath } from "../../tests/support/chromium.ts";

// Page weight as a first-time visitor's browser sees it: every request made until the network is
// quiet after load (lazy images in the first viewport included, nothing clicked), and the bytes
// transferred. Third-party requests are counted; their bytes are unknown on a machine without
// internet access, so they are reported apart.

export type PageWeight = {
  requests: number;
  bytes: number;
  thirdPartyRequests: number;
};

export function canMeasureWeight() {
  return chromiumInstalled();
}

export async function measurePageWeights(baseUrl: string, paths: string[]) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  });
  const origin = new URL(baseUrl).origin;
  const results = new Map<string, PageWeight>();
  try {
    for (const pathname of paths) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const weight: PageWeight = { requests: 0, bytes: 0, thirdPartyRequests: 0 };
      const pending: Promise<void>[] = [];
      page.on("request", (request) => {
        weight.requests += 1;
        if (new URL(request.url()).origin !== origin) weight.thirdPartyRequests += 1;
      });
      page.on("requestfinished", (request) => {
        pending.push(
          request.sizes().then((sizes) => {
            weight.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
          }),
        );
      });
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await Promise.all(pending);
      results.set(pathname, weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
