import { expect, test } from "./fixtures.ts";

const serviceLinks = [
  "/ecommerce",
  "/web-development",
  "/web-design",
  "/mobile-app",
  "/maintenance-support",
  "/desktop-application",
  "/graphics-design",
  "/ux-ui-design",
  "/digital-marketing",
];
const newsLinks = [
  "/bangladesh-porikroma",
  "/business-and-economics",
  "/global-news",
  "/community-well-being",
  "/community-news",
  "/sports",
  "/travel",
];

test.describe("navigation bar on a wide screen", () => {
  // The menus of one page, opened and closed in turn: one page load, as a visitor does it.
  test("the bar lists the spec's items, and its dropdowns open, close and lead on", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("lists the spec's items, DISCUSS A PROJECT and LOGIN", async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [name, href] of [
        ["HOME", "/"],
        ["OUR WORK", "/work"],
        ["ABOUT", "/about"],
        ["VIDEOS", "/videos"],
        ["CONTACT", "/contact"],
      ]) {
        await expect(nav.getByRole("link", { name: name!, exact: true })).toHaveAttribute(
          "href",
          href!,
        );
      }
      await expect(page.getByRole("link", { name: "DISCUSS A PROJECT" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(page.getByRole("banner").getByRole("link", { name: "LOGIN" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Dashbord" })).toHaveCount(0);
    });
    await test.step("WHAT WE DO opens with the nine services and closes on Escape, returning focus", async () => {
      const button = page.getByRole("button", { name: "WHAT WE DO" });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      const hrefs = await panel
        .locator("ul")
        .first()
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(serviceLinks);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    });
    await test.step("a dropdown works from the keyboard and closes on an outside click", async () => {
      const button = page.getByRole("button", { name: "NEWS" });
      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Latest News" }),
      ).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("link", { name: "Bangladesh Porikroma" })).toBeFocused();
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      const hrefs = await panel
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(["/news", ...newsLinks, "/news/search", "/book"]);
      await page.mouse.click(700, 600);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });
    await test.step("Tab out of an open dropdown closes it", async () => {
      const button = page.getByRole("button", { name: "NEWS" });
      await button.focus();
      // ArrowUp opens the menu at its last link; Tab then leaves the menu.
      await page.keyboard.press("ArrowUp");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
    await test.step("choosing a service navigates and closes the dropdown", async () => {
      const button = page.getByRole("button", { name: "WHAT WE DO" });
      await button.click();
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await panel.getByRole("link", { name: /^Web Design/ }).click();
      await expect(page).toHaveURL(/\/web-design$/);
      await expect(page.getByRole("button", { name: "WHAT WE DO" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    });
  });

  test("the current route is highlighted", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/work");
    await expect(nav.getByRole("link", { name: "OUR WORK" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "HOME" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/about");
    await expect(nav.getByRole("link", { name: "ABOUT" })).toHaveAttribute("aria-current", "page");
    await page.goto("/ecommerce");
    await expect(nav.getByRole("button", { name: "WHAT WE DO" })).toHaveAttribute(
      "data-active",
      "true",
    );
    await expect(nav.getByRole("button", { name: "NEWS" })).not.toHaveAttribute(
      "data-active",
      "true",
    );
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "HOME" })).toHaveAttribute("aria-current", "page");
  });

  test("admins see the Dashbord link", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashbord" }),
    ).toHaveAttribute("href", "/dashbord");
  });
});

test.describe("side menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Menu", exact: true });
  const sideMenu = (page: import("@playwright/test").Page) =>
    page.getByRole("dialog", { name: "Site menu" });

  test("opens, closes every way, expands its groups and leads on", async ({ page }) => {
    await page.goto("/");
    await test.step("opens from the menu button with focus inside, and closes with its close button", async () => {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      await menuButton(page).click();
      await expect(sideMenu(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
      for (const name of [
        "HOME",
        "OUR WORK",
        "ABOUT",
        "VIDEOS",
        "CONTACT",
        "DISCUSS A PROJECT",
        "LOGIN",
      ]) {
        await expect(sideMenu(page).getByRole("link", { name, exact: true })).toBeVisible();
      }
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(sideMenu(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton(page)).toBeFocused();
    });
    await test.step("closes on an outside click", async () => {
      await menuButton(page).click();
      await expect(sideMenu(page)).toBeVisible();
      await page.mouse.click(12, 420);
      await expect(sideMenu(page)).toBeHidden();
    });
    await test.step("closes on Escape", async () => {
      await menuButton(page).click();
      await expect(sideMenu(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sideMenu(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    });
    await test.step("groups expand, and choosing a page navigates and closes the menu", async () => {
      await menuButton(page).click();
      // Each group is a native disclosure (it works before the scripts come): its summary opens it.
      const services = sideMenu(page)
        .locator("details")
        .filter({ has: page.locator("summary", { hasText: "WHAT WE DO" }) });
      await expect(services).not.toHaveAttribute("open");
      await services.locator("summary").click();
      await expect(services).toHaveAttribute("open", "");
      await sideMenu(page).getByRole("link", { name: "Desktop Application" }).click();
      await expect(page).toHaveURL(/\/desktop-application$/);
      await expect(sideMenu(page)).toBeHidden();
      // The current page is marked in the menu next time it opens.
      await menuButton(page).click();
      await expect(
        sideMenu(page).getByRole("link", { name: "Desktop Application" }),
      ).toHaveAttribute("aria-current", "page");
    });
  });
});

test.describe("footer", () => {
  test("has the spec's details and links, all to real pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("YOUR NEXT DEVELOPMENT PARTNER");
    await expect(footer).toContainText("Birmingham B1 2JT");
    await expect(footer).toContainText("company number 00000000");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Canalside Digital Ltd`);
    for (const [name, href] of [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Case Studies", "/work"],
      ["What We Do", "/services"],
      ["Contact", "/contact"],
      ["Terms & Conditions", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]) {
      const link = footer.getByRole("link", { name: name!, exact: true });
      await expect(link).toHaveAttribute("href", href!);
      expect((await page.request.get(href!)).status(), href).toBe(200);
    }
    for (const name of [/Google Maps/, /Website by/]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });
});

test.describe("scroll position", () => {
  test("every page opens scrolled to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // The new page jumps to its top rather than scrolling up through itself: an animated scroll
    // passes through positions in between (and one cut short left the page mid-way).
    const from = await page.evaluate(() => {
      const seen: number[] = [];
      addEventListener("scroll", () => seen.push(window.scrollY));
      (window as unknown as { seenScrolls: number[] }).seenScrolls = seen;
      return window.scrollY;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Web Design" }).click();
    await expect(page).toHaveURL(/\/web-design$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(
      () => (window as unknown as { seenScrolls: number[] }).seenScrolls,
    );
    expect(seen.filter((y) => y > 0 && y < from)).toEqual([]);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
