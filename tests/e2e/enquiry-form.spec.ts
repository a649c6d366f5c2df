import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";
import { actAsNewVisitor, openForm, uniqueTag, visitorAddress } from "./inbox-support.ts";

// The enquiry form on its own page (/enquiry, /enquiry?variant=contact): each validation message
// of both variants, the sending state, each dialog, and the form posted without JavaScript.

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const valid = {
  Name: "Ada Lovelace",
  Email: "ada@example.co.uk",
  Phone: "0121 496 0000",
  "Project details": "A booking site for our engines.",
};

test.beforeEach(async ({ page }) => {
  await actAsNewVisitor(page);
});

test.describe("home variant", () => {
  test("shows each home message; company and the robot box are optional", async ({ page }) => {
    await openForm(page, "/enquiry");
    await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Project details are required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByText("Please confirm you are not a robot")).toHaveCount(0);
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
  });

  test("sends: 'Sending...' while waiting, then 'Message Sent!' and an empty form", async ({
    page,
  }) => {
    await openForm(page, "/enquiry");
    await fill(page, { ...valid, Name: uniqueTag("Sender ") });
    // Hold the request until the pending state has been seen.
    const release = await holdRequests(page, "**/enquiry.data*");
    await page.getByRole("button", { name: "Send message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    const dialog = page.getByRole("dialog", { name: "Message Sent!" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("Thank you for your enquiry. We will be in touch soon."),
    ).toBeVisible();
    // The spec's dialog, not a self-closing toast: it takes focus and waits for OK.
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    for (const label of Object.keys(valid)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  });
});

test.describe("contact variant", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("shows each contact message, the strict email rule and the robot rule", async ({ page }) => {
    await openForm(page, "/enquiry?variant=contact");
    await page.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Your name is required",
      "Email address is required",
      "Phone number is required",
      "Please provide some details about your project",
      "Please confirm you are not a robot",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Email", { exact: true }).fill("ada@example.c");
    await expect(page.getByText("Invalid email address format")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("ADA@EXAMPLE.COM");
    await expect(page.getByText("Invalid email address format")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
    await expect(page.getByText("Please confirm you are not a robot")).toHaveCount(0);
  });

  test("a refusal from the server shows 'Submission Error' with its message", async ({ page }) => {
    await openForm(page, "/enquiry?variant=contact");
    await fill(page, valid);
    await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
    // What a form-filling bot does: fill the hidden trap field. The real server refuses it.
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send message" }).click();
    const dialog = page.getByRole("dialog", { name: "Submission Error" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(
        "Your message could not be sent. Please contact us by email or phone instead.",
      ),
    ).toBeVisible();
    // Nothing is cleared: the visitor can copy their message elsewhere.
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(valid.Name);
  });
});

test.describe("failures on the way", () => {
  test.use({ allowConsoleErrors: [/status of 502|ERR_INTERNET_DISCONNECTED/] });

  test("an answer without a message shows the fallback text", async ({ page }) => {
    await openForm(page, "/enquiry");
    await fill(page, valid);
    await page.route("**/enquiry.data*", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    const dialog = page.getByRole("dialog", { name: "Submission Error" });
    await expect(
      dialog.getByText("Could not process the request. Please try again."),
    ).toBeVisible();
  });

  test("a request that never gets an answer shows 'Oops!'", async ({ page }) => {
    await openForm(page, "/enquiry");
    await fill(page, valid);
    await page.route("**/enquiry.data*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send message" }).click();
    const dialog = page.getByRole("dialog", { name: "Oops!" });
    await expect(
      dialog.getByText("An unexpected error occurred. Please try again later."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(valid.Phone);
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  });
});

test.describe("without JavaScript", () => {
  test("the form posts to the server, which answers with messages or the thank-you page", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
    });
    const page = await context.newPage();
    await page.goto("/enquiry?variant=contact");
    await page.getByLabel("Name", { exact: true }).fill("No Script Person");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Email address is required")).toBeVisible();
    await expect(page.getByText("Please confirm you are not a robot")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("No Script Person");
    await fill(page, { ...valid, Name: uniqueTag("NoScript ") });
    await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/enquiry\?sent=1&variant=contact$/);
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(
      page.getByText("Thank you for your enquiry. We will be in touch soon."),
    ).toBeVisible();
    await context.close();
  });
});
