import { expect, test } from "./fixtures.ts";
import { servicePages } from "./marketing-pages.ts";

// What the server writes alone is proved at the integration layer
// (tests/integration/marketing-pages.test.ts): every marketing page's head tags, every service
// page's sections, and the old support address's redirect. Here, what a browser shows of them.

test.describe("service pages", () => {
  // One route module makes all nine (app/routes/marketing/service-page.tsx).
  test("a service page shows its hero, intro, CTA, six features and why-work-with-us", async ({
    page,
  }) => {
    const service = servicePages.find((entry) => entry.path === "/maintenance-support")!;
    await page.goto(service.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `YOUR NEXT ${service.heroWord} PARTNER`,
    );
    await expect(page.locator("#intro-heading")).toBeVisible();
    const cta = page.getByRole("region", { name: /Have a project in mind/ });
    await expect(cta.getByRole("link", { name: "Discuss your project today" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByTestId("feature-card")).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 2, name: /^Why/ })).toBeVisible();
    await expect(page.getByText("94%", { exact: true })).toBeVisible();
  });

  test("feature cards reveal their description on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/web-design");
    const cards = page.getByTestId("feature-card");
    const description = (index: number) => cards.nth(index).getByTestId("feature-card-description");
    await expect(description(0)).toBeHidden();
    await cards.nth(0).hover();
    await expect(description(0)).toBeVisible();
    await expect(description(0)).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(description(0)).toBeHidden();

    await cards.nth(0).focus();
    await page.keyboard.press("Tab");
    await expect(cards.nth(1)).toBeFocused();
    await expect(description(1)).toBeVisible();
    // Screen readers get the description in place, without hovering.
    await expect(page.getByRole("article", { name: "Responsive layouts" })).toContainText(
      "360 px phone",
    );
  });

  test("/services lists all nine services, linking to their pages", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toHaveAttribute("href", "/ecommerce");
  });
});

test.describe("work page", () => {
  const caseStudyTitles = ["Property platform", "Community TV platform", "Restaurant site"];
  test("'Request to View Projects' reveals three case studies that stay visible", async ({
    page,
  }) => {
    await page.goto("/work");
    await expect(page.getByTestId("case-study-card")).toHaveCount(0);
    // Before the request: each project named, its picture blurred, no link to it.
    const locked = page
      .getByRole("list", { name: "Projects shown on request" })
      .getByRole("listitem");
    await expect(locked).toHaveCount(3);
    for (const [index, title] of caseStudyTitles.entries()) {
      await expect(locked.nth(index).getByRole("heading")).toHaveText(title);
      await expect(locked.nth(index)).toContainText("Shown on request");
    }
    await expect(page.getByRole("main").getByRole("link", { name: /View Project/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Request to View Projects" }).click();
    const cards = page.getByTestId("case-study-card");
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Case studies" })).toBeFocused();
    for (const [index, title] of caseStudyTitles.entries()) {
      await expect(cards.nth(index).getByRole("heading")).toHaveText(title);
      const link = cards.nth(index).getByRole("link", { name: /View Project/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(page.getByRole("button", { name: "Request to View Projects" })).toHaveCount(0);
    await expect(page.getByTestId("locked-project")).toHaveCount(0);
    await page.reload();
    await expect(cards).toHaveCount(3);
  });
});

test.describe("about page", () => {
  test("has six reasons, the numbers and the team with images", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("Canalside Digital | Meet the team");
    await expect(page.getByRole("heading", { name: "Six reasons to work with us" })).toBeVisible();
    await expect(
      page.locator("#reasons-heading ~ ol > li, section[aria-labelledby=reasons-heading] ol > li"),
    ).toHaveCount(6);
    for (const value of ["1 year", "£350 million", "7%", "94%", "90%", "88%"]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(3);
    for (const [index, role] of [
      "Founder & Managing Director",
      "Founder & Development Director",
      "Head of Technical",
    ].entries()) {
      await expect(members.nth(index)).toContainText(role);
      const img = members.nth(index).getByRole("img");
      await expect(img).toHaveAttribute("alt", /^Portrait of /);
      await expect(img).toHaveAttribute("width", "480");
    }
  });
});

test.describe("contact page", () => {
  test("has the title, SEND A MESSAGE and the DIRECT column", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your project.");
    const send = page.getByRole("region", { name: "SEND A MESSAGE" });
    await expect(send.locator("form")).toBeVisible();
    const direct = page.getByRole("complementary", { name: "DIRECT" });
    await expect(direct).toContainText(
      "politely decline requests to outsource work to third parties",
    );
    await expect(direct.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(direct.getByRole("link", { name: "0121 496 0734" })).toHaveAttribute(
      "href",
      "tel:+441214960734",
    );
    await expect(direct.getByRole("link", { name: "07700 900461" })).toHaveAttribute(
      "href",
      "tel:+447700900461",
    );
    await expect(direct).toContainText("Birmingham B1 2JT");
    const maps = direct.getByRole("link", { name: /Search on Google Maps/ });
    await expect(maps).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(maps).toHaveAttribute("target", "_blank");
  });
});

test.describe("legal pages", () => {
  test("terms and the privacy notice are real pages with the company's details", async ({
    page,
  }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
    await expect(page.locator("main")).toContainText("company number 00000000");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.locator("main")).toContainText("UK GDPR");
    await expect(page.locator("main")).toContainText("Information Commissioner");
    await expect(page.locator("main")).not.toContainText("{");
  });

  test("'On this page' takes the reader to a section and puts focus there", async ({ page }) => {
    await page.goto("/privacy");
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const last = contents.last();
    const heading = page.getByRole("heading", { level: 2, name: (await last.textContent())! });
    await last.click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(new URL(page.url()).hash).toMatch(/^#legal-\d+$/);
  });
});
