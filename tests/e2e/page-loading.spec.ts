import type { Page } from "@playwright/test";
import { createAccount, submitLogin } from "./account-helpers.ts";
import { expect, test, uniqueEmail } from "./fixtures.ts";
import { adminTest, readerTest } from "./news-fixtures.ts";
import { createArticle, describeImage, longBengaliBody, photo, token } from "./news-helpers.ts";

// A page loads the framework's way (ADR 0150): its scripts come as the document asks for them and
// wait for nobody's first move, and nothing the visitor does in the first moment is lost. Each
// test acts as soon as the page shows, without waiting for it to hydrate and without a move of the
// pointer to wake it.

test.use({ waitForHydration: false });

/** The page's scripts held back (a slow network) until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a visitor who never moves sees the hero word change within two to four seconds", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const word = page.getByTestId("rotating-word");
  const first = await word.textContent();
  const shown = Date.now();
  await expect(word).not.toHaveText(first ?? "", { timeout: 4_000 });
  expect(Date.now() - shown).toBeLessThanOrEqual(4_000);
});

/** A slow phone's processor: the page's scripts take seconds to run, as they do there. */
async function slowProcessor(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

test("Login pressed as soon as the page shows is answered", async ({ page, request }) => {
  const email = uniqueEmail("early-login");
  await createAccount(request, email);
  await slowProcessor(page);
  await page.goto("/login?redirectTo=/profile", { waitUntil: "domcontentloaded" });
  await submitLogin(page, email);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible({
    timeout: 15_000,
  });
});

test("Reset Password pressed as soon as the page shows is answered", async ({ page }) => {
  await slowProcessor(page);
  await page.goto("/reset", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("early-reset"));
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("dialog", { name: "Password Reset Email Sent" })).toBeVisible({
    timeout: 15_000,
  });
});

readerTest(
  "an article scrolled before its scripts have run stays where the reader is",
  async ({ page, admin }) => {
    // A slow phone: the reader starts reading, and the page coming alive must not take them back to
    // the top (React Router's own scroll handling covers moving between articles).
    const mark = token("scrolled");
    await createArticle(admin, { title: `${mark} scrolled`, body1: longBengaliBody });
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto(`/news/${mark}-scrolled`, { waitUntil: "domcontentloaded" });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const read = await page.evaluate(() => window.scrollY);
    expect(read).toBeGreaterThan(1000);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(read);
  },
);

adminTest.describe("Edit News acted on before its scripts have run", () => {
  adminTest.use({ waitForHydration: false, viewport: { width: 1440, height: 900 } });

  adminTest(
    "keeps the typed body, the changed title and the chosen image, and saves them",
    async ({ page }) => {
      const id = await createArticle(page.request, { title: `Early edit ${token()}` });
      const before = await (await page.request.get(`/api/news/${id}`)).json();
      const title = `Early edit, retitled ${token()}`;
      const added = `Typed at once ${token()}`;
      const release = await holdScripts(page);
      await page.goto(`/editNews/${id}`, { waitUntil: "domcontentloaded" });
      // Before the scripts run, the field is its plain textarea; after, the writing surface.
      const body = page.getByRole("textbox", { name: "Body1", exact: true });
      await body.click();
      await page.keyboard.press("End");
      await page.keyboard.type(` ${added}`);
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Image", { exact: true }).setInputFiles({
        name: "early.jpg",
        mimeType: "image/jpeg",
        buffer: await photo("#aa3355"),
      });
      release();
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      // The page's script has taken over and kept what was done meanwhile.
      await expect(body).toHaveText(new RegExp(`${added}$`));
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await describeImage(page, "A red banner at the fair");
      await page.getByRole("button", { name: "Save changes" }).click();
      const dialog = page.getByRole("dialog", { name: "News Updated!" });
      await expect(dialog).toBeVisible({ timeout: 20_000 });

      const stored = await (await page.request.get(`/api/news/${id}`)).json();
      expect(stored.title).toBe(title);
      expect(stored.body1).toContain(added);
      expect(stored.img).not.toEqual(before.img);
    },
  );
});
