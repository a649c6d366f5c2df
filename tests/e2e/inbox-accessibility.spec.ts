import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  createBooking,
  createEnquiry,
  openForm,
  uniqueTag,
  visitorAddress,
} from "./inbox-support.ts";

// WCAG 2 A/AA checks (axe) of the inbox screens, in the states people meet them in: the forms
// blank, with every message showing and with a dialog open; the admin tables with rows.

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
});

// One test per form: seven axe runs in one test outgrew its budget on a slow CI machine.
for (const path of ["/enquiry", "/enquiry?variant=contact", "/book"]) {
  test(`${path}, blank and with messages`, async ({ page }) => {
    await openForm(page, path);
    expect(await axe(page), `${path} blank`).toEqual([]);
    await page.getByRole("button", { name: /Send/ }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeFocused();
    expect(await axe(page), `${path} with messages`).toEqual([]);
  });
}

test("the success dialog", async ({ page }) => {
  await openForm(page, "/enquiry");
  await page.getByLabel("Name", { exact: true }).fill("Axe Tester");
  await page.getByLabel("Email", { exact: true }).fill("axe@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("0121 496 0000");
  await page.getByLabel("Project details", { exact: true }).fill("Checking contrast.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
  expect(await axe(page), "success dialog").toEqual([]);
});

test("the admin tables", async ({ page, signInAs }) => {
  const tag = uniqueTag("axe");
  await createEnquiry(page.request, { name: `Axe ${tag}`, projectDetails: "x ".repeat(200) });
  await createBooking(page.request, { name: `Axe ${tag}` });
  await signInAs("admin");
  for (const path of [`/dashbord?q=${tag}`, `/bookingTable?q=${tag}`]) {
    await page.goto(path);
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
    expect(await axe(page), path).toEqual([]);
  }
});
