import type { Page } from "@playwright/test";

// Holds matching requests until the test releases them, so a pending state ("Sending...", a
// progress bar) is asserted while it truly lasts. A fixed delay raced the assertions on a busy
// CI machine: the answer could arrive before the second look.
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
