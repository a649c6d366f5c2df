import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";
import {
  actAsNewVisitor,
  daysFromToday,
  openForm,
  uniqueTag,
  visitorAddress,
} from "./inbox-support.ts";

// The public booking form (/book): validation, the sending state and dialogs, and the same form
// posted without JavaScript.

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const valid = () => ({
  Name: uniqueTag("Booker "),
  Email: "booker@example.com",
  Telephone: "07700 900123",
  Date: daysFromToday(14),
  Occasion: "Wedding reception",
  "Message (optional)": "Evening event, about 200 guests.",
});

test.beforeEach(async ({ page }) => {
  await actAsNewVisitor(page);
});

test("shows each booking message, refuses a past date and sends a booking", async ({ page }) => {
  await openForm(page, "/book");
  await page.getByRole("button", { name: "Send booking request" }).click();
  for (const message of [
    "Your name is required",
    "Email address is required",
    "Telephone number is required",
    "Please choose the date of the occasion",
    "Please tell us the occasion",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await fill(page, { ...valid(), Date: daysFromToday(-2) });
  await expect(page.getByText("The date must be today or later")).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill(daysFromToday(0));
  await expect(page.getByText("The date must be today or later")).toHaveCount(0);

  // Hold the request until the pending state has been seen.
  const release = await holdRequests(page, "**/book.data*");
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  const dialog = page.getByRole("dialog", { name: "Booking Sent!" });
  await expect(
    dialog.getByText("Thank you for your booking request. We will be in touch soon."),
  ).toBeVisible();
  // The spec's dialog, not a self-closing toast: it takes focus and waits for OK.
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByLabel("Occasion", { exact: true })).toHaveValue("");
});

test.describe("when the request fails", () => {
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("a request that never gets an answer shows 'Oops!'", async ({ page }) => {
    await openForm(page, "/book");
    await fill(page, valid());
    await page.route("**/book.data*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Oops!" })
        .getByText("An unexpected error occurred. Please try again later."),
    ).toBeVisible();
  });
});

test("works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const page = await context.newPage();
  await page.goto("/book");
  await fill(page, { ...valid(), Date: daysFromToday(-1) });
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByText("The date must be today or later")).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill(daysFromToday(3));
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expect(page).toHaveURL(/\/book\?sent=1$/);
  await expect(page.getByRole("heading", { name: "Booking Sent!" })).toBeVisible();
  await context.close();
});
