import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, readMail, test, uniqueEmail } from "./fixtures.ts";

// A reader on a 390 px phone subscribes, opens the mailed link and presses Confirm: the two
// pages a browser shows (the form checked as typed, the confirm page) pass axe's WCAG 2 A/AA
// rules. The server's rules are proven in tests/integration/newsletter-readers.test.ts.

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.flatMap(
    (v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} ${n.failureSummary ?? ""}`),
  );

// Subscribe pressed before the form's own chunk has run posts the page itself: the server's 400
// answer is that page, with the message, and its field focused once it runs.
test.use({ viewport: { width: 390, height: 844 }, allowConsoleErrors: [/status of 400/] });

test("subscribe, confirm from the mailed link, done", async ({ page }) => {
  const email = uniqueEmail("reader");
  await page.goto("/newsletter");
  const field = page.getByLabel("Email address");
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByText("Please enter a valid email address, like name@example.com"),
  ).toBeVisible();
  await expect(field).toBeFocused();
  expect(await violations(page)).toEqual([]);

  await field.fill(email);
  await page.getByLabel("Sports").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  const mail = await readMail(email, /^Confirm your subscription/);
  const link = mail.text.match(/\/newsletter\/confirm\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
});
