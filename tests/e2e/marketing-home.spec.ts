import { expect, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("has the five sections in order with the spec's words", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Canalside Digital | YOUR NEXT DEVELOPMENT PARTNER");
    const hero = page.getByRole("heading", { level: 1 });
    await expect(hero).toContainText("YOUR NEXT");
    await expect(hero).toContainText("DEVELOPMENT PARTNER");
    await expect(page.getByRole("link", { name: "Discuss your project today →" })).toBeVisible();

    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Experts in Web, App and Software Development",
      "Recent Work",
      "LIKE WHAT YOU SEE?",
      "Let's Chat",
    ].map((text) => headings.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The sections after the hero sit in one box of their own (below-the-fold.tsx).
    const sections = page.locator("main section:not(section section)");
    await expect(sections).toHaveCount(5);
    await expect(sections.last()).toHaveAttribute("id", "get-in-touch");
  });

  test("the hero word rotates WEB, APP, ECOMMERCE, SOFTWARE every 2000 ms and wraps", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText("WEB");
    await page.clock.runFor(1900);
    await expect(word).toHaveText("WEB");
    for (const next of ["APP", "ECOMMERCE", "SOFTWARE", "WEB"]) {
      await page.clock.runFor(2000);
      await expect(word).toHaveText(next);
    }
    // Screen readers get the whole list once instead of a changing word.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "WEB, APP, ECOMMERCE, SOFTWARE",
    );
  });

  test("the hero button takes visitors to the enquiry form on the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Discuss your project today →" }).click();
    await expect(page).toHaveURL(/\/#get-in-touch$/);
    await expect(page.getByRole("heading", { name: "Let's Chat" })).toBeInViewport();
    // The section took focus, so Tab goes on into the form (ADR 0099).
    await page.keyboard.press("Tab");
    await expect(page.locator("#get-in-touch :focus")).toHaveCount(1);
  });

  test("nine service cards in the spec's order, linking where the spec says", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(9);
    const expected = [
      ["Web Development", "/web-development"],
      ["App Development", "/mobile-app"],
      ["eCommerce Development", "/ecommerce"],
      ["Web Design", "/web-design"],
      ["UX & UI Design", "/ux-ui-design"],
      ["Support & Maintenance", "/support-maintenance"],
      ["Desktop Application", "/desktop-application"],
      ["Graphics Design", "/graphics-design"],
      ["Digital Marketing", "/digital-marketing"],
    ];
    for (const [index, [title, href]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(title!);
      await expect(card).toHaveAttribute("href", href!);
    }
  });

  test("a service card reveals its description on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/");
    const first = page.getByTestId("service-card").nth(0);
    const second = page.getByTestId("service-card").nth(1);
    const overlay = (card: typeof first) => card.getByTestId("service-card-overlay");
    await expect(overlay(first)).toHaveCSS("opacity", "0");
    await expect(first).toHaveAccessibleDescription(/Fast, secure and scalable websites/);

    await first.hover();
    await expect(overlay(first)).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(overlay(first)).toHaveCSS("opacity", "0");

    // Keyboard: Tab from the first card to the second.
    await first.focus();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await expect(overlay(second)).toHaveCSS("opacity", "1");
  });

  test("the Support & Maintenance card reaches the maintenance page through the redirect", async ({
    page,
  }) => {
    await page.goto("/");
    // The card, not the footer's menu entry, which now has the same name.
    await page
      .getByTestId("service-card")
      .and(page.getByRole("link", { name: "Support & Maintenance" }))
      .click();
    await expect(page).toHaveURL(/\/maintenance-support$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "YOUR NEXT SUPPORT & MAINTENANCE PARTNER",
    );
  });

  test("Recent Work has the two cards, which enlarge on hover", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("recent-work-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText("ECommerce");
    await expect(cards.nth(0)).toContainText("ECOMMERCE WEBSITE DESIGN & DEVELOPMENT");
    await expect(cards.nth(0)).toContainText("£350 million");
    await expect(cards.nth(1)).toContainText("Restaurant");
    await expect(cards.nth(1)).toContainText("WEB APP DESIGN + DEVELOPMENT");
    await expect(cards.nth(1)).toContainText("online ordering, reservations and loyalty programs");
    for (const img of await cards.locator("img").all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      await expect(img).toHaveAttribute("alt", /.{10,}/);
    }
    const before = await cards.nth(0).boundingBox();
    await cards.nth(0).hover();
    await expect
      .poll(async () => (await cards.nth(0).boundingBox())?.width ?? 0)
      .toBeGreaterThan((before?.width ?? 0) * 1.02);
  });

  test("LIKE WHAT YOU SEE? pulses (2 s, scale 1 to 1.1) and links to /contact", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "LIKE WHAT YOU SEE?" })).toBeVisible();
    await expect(
      page.getByText("detailed free project audit and a tailored project quotation"),
    ).toBeVisible();
    const button = page.getByTestId("pulse-button");
    await expect(button).toHaveText("LIKE WHAT YOU SEE?");
    await expect(button).toHaveAttribute("href", "/contact");
    await expect(button).toHaveCSS("animation-name", "pulse-scale");
    await expect(button).toHaveCSS("animation-duration", "2s");
    await expect(button).toHaveCSS("animation-iteration-count", "infinite");
    const peak = await page.evaluate(() => {
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSKeyframesRule && rule.name === "pulse-scale") {
            return Array.from(rule.cssRules)
              .map((frame) => (frame as CSSKeyframeRule).style.transform)
              .join(" ");
          }
        }
      }
      return "";
    });
    expect(peak).toContain("scale(1.1)");
    expect(peak).toContain("scale(1)");
  });

  test("motion stops for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("pulse-button")).toHaveCSS("animation-name", "none");
  });

  test("the hero illustration is not requested on a phone, and is on a desktop", async ({
    page,
  }) => {
    // Hidden below md, so a phone must not spend a high-priority request on it (owner's review).
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("hero-illustration")) asked.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(asked).toEqual([]);

    // At 1440 it is the page's LCP image: asked for, eagerly and at high priority.
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = page.waitForResponse((r) => r.url().includes("hero-illustration"));
    await page.goto("/");
    expect((await response).ok()).toBe(true);
    const illustration = page.getByRole("img", { name: "A code editor, a phone app" });
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute("fetchpriority", "high");
    await expect(illustration).not.toHaveAttribute("loading", "lazy");
  });

  test("'Get in touch' has the form and the contact links", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("#get-in-touch");
    await expect(block.getByRole("heading", { name: "Let's Chat" })).toBeVisible();
    await expect(block.getByText("Tell us about your project and arrange a quote")).toBeVisible();
    await expect(block.locator("form")).toBeVisible();
    await expect(block.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(block.getByRole("link", { name: "0121 496 0734" })).toHaveAttribute(
      "href",
      "tel:+441214960734",
    );
    await expect(block.getByRole("link", { name: "07700 900461" })).toHaveAttribute(
      "href",
      "tel:+447700900461",
    );
  });
});
