import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";
import { actAsNewVisitor, uniqueTag } from "./inbox-support.ts";

// A page's scripts are asked for only at the visitor's first move or touch, or a while after the
// page has loaded (ADR 0092, 0140), and parts such as the desktop menus hydrate later still. These tests hold the scripts
// back and act before they run: a button pressed then must still do its job once they have.

test.use({ waitForHydration: false });

/** Holds back every script of the build until the returned function is called. */
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

/** The desktop menus' part (not the side menu's panel, which has a Main navigation too). */
const menusPart = (page: Page) =>
  page.locator("header div:not(dialog *):has(> nav[aria-label='Main'])");

test.describe("before the scripts have run", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the scripts are asked for at the first touch, not before the page has loaded", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) asked.push(request.url());
    });
    const release = await holdScripts(page);
    // The font held too, so the page has not loaded when it is touched.
    let releaseFont = () => {};
    const fontReleased = new Promise<void>((resolve) => {
      releaseFont = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await fontReleased;
      await route.continue();
    });
    // Until the load event, the document asks for nothing but what it shows.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(asked).toEqual([]);
    await page.getByRole("heading", { level: 1 }).hover();
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    release();
    releaseFont();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });

  test("a loaded page nobody touches asks for them only after a while, a move at once", async ({
    page,
  }) => {
    // The document's own timeline: the requests of the page before it (still hydrating when the
    // next one was asked for) are not this page's.
    const scriptsAsked = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      );
    await page.goto("/");
    // A reader who only reads is spent neither the download nor the main thread...
    await page.waitForTimeout(2000);
    expect(await scriptsAsked()).toEqual([]);
    // ...but one who stays gets the scripts without touching anything (ADR 0140: 4 s after load).
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
    const loadStart = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .loadEventStart,
    );
    expect(Math.min(...(await scriptsAsked())) - loadStart).toBeGreaterThanOrEqual(3900);

    await page.goto("/contact");
    await page.waitForTimeout(500);
    expect(await scriptsAsked()).toEqual([]);
    await page.mouse.move(200, 300);
    await expect.poll(async () => (await scriptsAsked()).length).toBeGreaterThan(0);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });

  test("a menu pressed before they have run opens once they have", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "WHAT WE DO" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: /^Web Design/ })).toBeVisible();
  });

  test("an arrow key on a menu before they have run opens it at its first link", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "NEWS" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    release();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Latest News" }),
    ).toBeFocused();
  });

  // What a keyboard user presses before the menus have hydrated is given back in order, as it
  // would have acted on a ready page (the keyboard review of 2026-11-25).
  const menuLinks = (page: Page, button: ReturnType<Page["getByRole"]>) =>
    button.getAttribute("aria-controls").then((id) => page.locator(`[id="${id}"] a`));

  test("two arrow keys on a menu before they have run move two links", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "WHAT WE DO" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    release();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect((await menuLinks(page, button)).nth(1)).toBeFocused();
  });

  test("an arrow key and then Escape before they have run leave the menu closed", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "WHAT WE DO" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    release();
    const menus = menusPart(page);
    await expect(menus).toHaveAttribute("data-hydrated", "");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Tab after an arrow key or Enter: focus stays where Tab took it", async ({ page }) => {
    for (const key of ["ArrowDown", "Enter"]) {
      const release = await holdScripts(page);
      await page.goto("/");
      const button = page.getByRole("button", { name: "WHAT WE DO" });
      await button.focus();
      await page.keyboard.press(key);
      await page.keyboard.press("Tab");
      const tabbedTo = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(tabbedTo).not.toBe("WHAT WE DO");
      release();
      // The menus' part announces itself; what was held for it has been given back by then.
      const menus = menusPart(page);
      await expect(menus).toHaveAttribute("data-hydrated", "");
      await expect(button, key).toHaveAttribute("aria-expanded", "false");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim()), key).toBe(
        tabbedTo,
      );
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });

  test("an arrow key, then Tab on to the next menu: neither menu opens", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const whatWeDo = page.getByRole("button", { name: "WHAT WE DO" });
    const news = page.getByRole("button", { name: "NEWS" });
    await whatWeDo.focus();
    await page.keyboard.press("ArrowDown");
    for (
      let tabs = 0;
      tabs < 8 && !(await news.evaluate((el) => el === document.activeElement));
      tabs += 1
    )
      await page.keyboard.press("Tab");
    await expect(news).toBeFocused();
    release();
    const menus = menusPart(page);
    await expect(menus).toHaveAttribute("data-hydrated", "");
    await expect(news).toHaveAttribute("data-held-keys", "ready");
    await expect(whatWeDo).toHaveAttribute("aria-expanded", "false");
    await expect(news).toHaveAttribute("aria-expanded", "false");
    await expect(news).toBeFocused();
  });

  test("a click on a menu, then Tab: the menu stays closed behind the visitor", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "WHAT WE DO" });
    await button.click();
    await page.keyboard.press("Tab");
    const tabbedTo = await page.evaluate(() => document.activeElement?.textContent?.trim());
    release();
    const menus = menusPart(page);
    await expect(menus).toHaveAttribute("data-hydrated", "");
    await expect(button).toHaveAttribute("data-held-keys", "ready");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(tabbedTo);
  });

  test("End on a menu button before they have run scrolls the page", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await page.getByRole("button", { name: "WHAT WE DO" }).focus();
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
  });

  test("a form in a section hydrated late stays whole while its own code comes", async ({
    page,
  }) => {
    // The home page's enquiry form is a chunk of its own, inside the lower sections' chunk. Held
    // back, the sections around it hydrate first; the form the server rendered must stay, not give
    // way to its loading message (ADR 0094).
    await holdRequests(page, "**/assets/enquiry-form-*.js");
    await page.goto("/");
    const fields = page.getByRole("main").locator("input:not([type=hidden]), textarea");
    const served = await fields.count();
    expect(served).toBeGreaterThan(0);
    const form = page.locator("#get-in-touch form");
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator("div[data-hydrated]").filter({ has: form })).toBeAttached();
    // Two frames: whatever the sections' hydration rendered next has been painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByText("Loading the enquiry form")).toHaveCount(0);
    await expect(fields).toHaveCount(served);
  });

  test("links work as links meanwhile", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "ABOUT" })
      .click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a link pressed before the scripts have run is followed once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const link = page.getByRole("main").locator("a[href^='/']:not([href='/'])").first();
    const target = new URL((await link.getAttribute("href"))!, page.url()).pathname;
    expect(target).not.toBe("/");
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(target)) asked.push(`${request.method()} ${url.pathname}`);
    });
    await link.click();
    await expect(page).toHaveURL(target);
    release();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page).toHaveURL(target);
    // One document request, and no client-side navigation (a .data request) after it.
    expect(asked).toEqual([`GET ${target}`]);
  });

  test("a form sent before the scripts have run is sent once, by the browser", async ({
    page,
    signInAs,
  }) => {
    await actAsNewVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/enquiry");
    const name = uniqueTag("Early ");
    for (const [label, value] of Object.entries({
      Name: name,
      Email: "early@example.co.uk",
      Phone: "0121 496 0000",
      "Project details": "Sent before the page's scripts had run.",
    })) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    // The scripts are let go as the post leaves: whatever they do on either page must not send
    // the form again.
    await page.getByRole("button", { name: "Send message" }).click();
    release();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(posts).toEqual(["/enquiry"]);

    // And the inbox holds it once.
    await signInAs("admin");
    const enquiries = (await (await page.request.get("/api/contacts")).json()) as Array<{
      name: string;
    }>;
    expect(enquiries.filter((enquiry) => enquiry.name === name)).toHaveLength(1);
  });
});

test.describe("keys on an ordinary button whose part has not hydrated", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("scroll the page as they would anywhere else", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Send message" }).focus();
    const before = await page.evaluate(() => scrollY);
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
    await page.keyboard.press("Home");
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe("the side menu on a phone, before any script has run", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // The side menu is a native modal dialog in the server's HTML that the Menu button opens with
  // an invoker command: the browser shows it at the first tap or key, with no script of ours
  // (ADR 0142), and the page's scripts take it over when they come.
  const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
  const sideMenu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
  const closeButton = (page: Page) => sideMenu(page).getByRole("button", { name: "Close menu" });
  /** A group of the menu: a native disclosure, whose summary is its button. */
  const group = (page: Page, label: string) =>
    sideMenu(page)
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: label }) });
  /** Whether React has reached the Menu button: it has not while the scripts are held. */
  const buttonHydrated = (page: Page) =>
    menuButton(page).evaluate((button) =>
      Object.keys(button).some((key) => key.startsWith("__reactFiber")),
    );

  test("a tap opens it at once, with focus inside, and its links work", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await menuButton(page).tap();
    await expect(sideMenu(page)).toBeVisible();
    await expect(closeButton(page)).toBeFocused();
    for (const name of ["HOME", "OUR WORK", "ABOUT", "VIDEOS", "CONTACT", "LOGIN"]) {
      await expect(sideMenu(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(sideMenu(page).getByRole("link", { name: "HOME" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await buttonHydrated(page)).toBe(false);
    await sideMenu(page).getByRole("link", { name: "ABOUT", exact: true }).tap();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Enter or Space on the Menu button opens it, Escape closes it and focus returns", async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto("/contact");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(sideMenu(page)).toBeVisible();
    await expect(closeButton(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press("Space");
    await expect(sideMenu(page)).toBeVisible();
    await expect(
      sideMenu(page).getByRole("link", { name: "CONTACT", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    // Escape on a group closes the menu too.
    await group(page, "WHAT WE DO").locator("summary").focus();
    await page.keyboard.press("Escape");
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await buttonHydrated(page)).toBe(false);
  });

  test("opened before the scripts, it stays open as they come, and they take it over", async ({
    page,
  }) => {
    // The owner's review saw a warning at every close: the close button's command and its click
    // handler both closed the dialog.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const release = await holdScripts(page);
    await page.goto("/");
    await menuButton(page).tap();
    await expect(sideMenu(page)).toBeVisible();
    // A group opens at a tap meanwhile (the owner's review found it dead until the scripts came),
    // and stays open as they come.
    const services = group(page, "WHAT WE DO");
    await expect(services).not.toHaveAttribute("open");
    await services.locator("summary").tap();
    await expect(sideMenu(page).getByRole("link", { name: "Web Design" })).toBeVisible();
    release();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("open", "");
    await expect(sideMenu(page).getByRole("link", { name: "Web Design" })).toBeVisible();
    // And closes at the next tap, hydrated.
    await services.locator("summary").tap();
    await expect(sideMenu(page).getByRole("link", { name: "Web Design" })).toBeHidden();
    await services.locator("summary").tap();
    await expect(sideMenu(page)).toBeVisible();
    await closeButton(page).tap();
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
    // And the scripts now open it themselves, and close it on a navigation.
    await menuButton(page).tap();
    await expect(sideMenu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(closeButton(page)).toBeFocused();
    await sideMenu(page).getByRole("link", { name: "Web Design" }).tap();
    await expect(page).toHaveURL("/web-design");
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    expect(warnings.filter((text) => /dialog/i.test(text))).toEqual([]);
  });

  test("signed in, it shows the account's links and the current page", async ({
    page,
    signInAs,
  }) => {
    const { name } = await signInAs("admin");
    await holdScripts(page);
    await page.goto("/about");
    await menuButton(page).tap();
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "Dashbord" })).toHaveAttribute(
      "href",
      "/dashbord",
    );
    await expect(sideMenu(page).getByRole("link", { name: "ABOUT", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sideMenu(page).getByLabel(`Account menu for ${name}`)).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "LOGIN" })).toHaveCount(0);
  });
});

/** Holds back React Router's route discovery (/__manifest) until the returned function is called. */
async function holdManifest(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/__manifest\?/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("after the page has hydrated", () => {
  test.use({ viewport: { width: 1440, height: 900 }, waitForHydration: true });

  // Discovering the routes a page links to (the /__manifest fetch) re-renders the route tree with
  // new route contexts and the same router state. That update reaches the parts still waiting
  // to hydrate, and it waited for ever on one whose code was never asked for (the desktop menus,
  // hydrated on intent); every later update queued behind it, so a video's play button never
  // worked (ADR 0095). The patch is made here directly, so the test does not depend on when the
  // real one lands.
  test("a change of the route tree fetches a waiting part instead of waiting for it", async ({
    page,
  }) => {
    // The real discovery held back, so that the patch below is the first change of the tree.
    const release = await holdManifest(page);
    await page.goto("/videos");
    // The desktop menus' part, not the side menu's panel (which has a Main navigation too).
    const menus = menusPart(page);
    await expect(menus).not.toHaveAttribute("data-hydrated");
    await page.evaluate(() => {
      const router = (
        window as unknown as {
          __reactRouterDataRouter: { patchRoutes(id: string, children: []): void };
        }
      ).__reactRouterDataRouter;
      router.patchRoutes("root", []);
    });
    await expect(menus).toHaveAttribute("data-hydrated", "");
    release();
    // And the page goes on working: a client-side navigation completes.
    await page.getByRole("link", { name: "CONTACT", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your project.");
  });

  test("Tab out of an open menu whose links' code is still coming closes it", async ({ page }) => {
    const release = await holdRequests(page, "**/assets/nav-menu-panel-*.js");
    await page.goto("/");
    const button = page.getByRole("button", { name: "WHAT WE DO" });
    await button.focus();
    await page.keyboard.press("ArrowUp");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    release();
  });

  // A menu's panel of links is a part of its own (nav-dropdown.tsx), so a keyboard user can be on
  // its first link, shown as the server rendered it, before the panel's code has come. React drops
  // a key pressed inside a part still waiting to hydrate; the document's early-event keeper holds
  // it and gives it to the link once the part has hydrated.
  for (const { key, expected } of [
    { key: "ArrowDown", expected: "second link" },
    { key: "Escape", expected: "button" },
  ] as const) {
    test(`${key} on a panel link whose code is still coming is acted on when it comes`, async ({
      page,
    }) => {
      const release = await holdRequests(page, "**/assets/nav-menu-panel-*.js");
      await page.goto("/");
      const button = page.getByRole("button", { name: "NEWS" });
      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      const links = panel.getByRole("link");
      await expect(links.first()).toBeFocused();
      await expect(panel.locator("[data-hydrated]")).toHaveCount(0);
      await page.keyboard.press(key);
      release();
      await expect(panel.locator("[data-hydrated]")).not.toHaveCount(0);
      if (expected === "second link") await expect(links.nth(1)).toBeFocused();
      else {
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute("aria-expanded", "false");
      }
    });
  }
});

test.describe("a font too late for the first paint", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  // font-display: optional means a font that misses the first paint stays out, so the page does
  // not move when it comes. The stylesheet applied after the paint made the browser build its font
  // faces anew, and the late font came in with it: the service page's hero rewrapped (a layout
  // shift of 0.08, ADR 0096). Here the font is held until the page has painted, and the
  // stylesheet until the font has come.
  test("stays out when the stylesheet is applied: nothing shifts", async ({ page }) => {
    const releaseFont = await holdRequests(page, "**/*.woff2");
    const releaseSheet = await holdRequests(page, "**/assets/*.css");
    await page.goto("/web-development", { waitUntil: "commit" });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver(() => resolve()).observe({ type: "paint", buffered: true }),
        ),
    );
    releaseFont();
    await page.waitForResponse(/\.woff2$/);
    await page.waitForTimeout(300);
    releaseSheet();
    await expect(page.locator('link[rel="stylesheet"][media="all"]')).toBeAttached();
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
              sum += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 200);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe("the account menu", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // A native <details>: it opens before its code has come. Its code, arriving, closed it again
  // (it closes the menu on a navigation, and counted the page it hydrated on as one).
  test("opened before its code has come, stays open when it comes", async ({ page, signInAs }) => {
    const { name } = await signInAs("user");
    const release = await holdRequests(page, "**/assets/signed-in-menu-*.js");
    await page.goto("/profile");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const banner = page.getByRole("banner");
    await banner.getByLabel(`Account menu for ${name}`).first().click();
    const logOut = banner.getByRole("button", { name: "Log Out" }).first();
    await expect(logOut).toBeVisible();
    release();
    // The menu's part hydrates: React's fiber on its element, then its effects.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const menu = document.querySelector("header details");
          return Boolean(menu && Object.keys(menu).some((key) => key.startsWith("__reactFiber")));
        }),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    await expect(logOut).toBeVisible();
  });
});
