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

/** A link of the mail's plain-text part. */
const linkIn = (text: string, kind: "confirm" | "unsubscribe") => {
  const link = text.match(new RegExp(`/newsletter/${kind}/[A-Za-z0-9._-]+`))?.[0];
  expect(link, `${kind} link`).toBeDefined();
  return link!;
};

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
  await page.goto(linkIn(mail.text, "confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await expect(page.getByLabel("Sports")).toBeChecked();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  // Later, from a mail's footer link: leaving says so where the reader is looking.
  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const already = await readMail(email, /^You are subscribed/);
  await page.goto(linkIn(already.text, "unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed.")).toBeInViewport();
});

test("without JavaScript, the mailed links' Confirm and Unsubscribe work", async ({ browser }) => {
  // The link pages keep their token out of Referer headers; the form's own post must still
  // arrive as the site's own (a "null" Origin was refused as cross-site).
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const email = uniqueEmail("no-script-reader");
  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Travel").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  await page.goto(linkIn((await readMail(email, /^Confirm your subscription/)).text, "confirm"));
  await expect(page.getByLabel("Travel")).toBeChecked();
  await page.getByLabel("Sports").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.goto(linkIn((await readMail(email, /^You are subscribed/)).text, "unsubscribe"));
  // The categories chosen on the confirm page were kept.
  await expect(page.getByLabel("Sports")).toBeChecked();
  await expect(page.getByLabel("Travel")).toBeChecked();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed.")).toBeVisible();
  await context.close();
});
