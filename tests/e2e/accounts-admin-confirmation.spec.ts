import type { Page } from "@playwright/test";
import { ADMIN_CONFIRM_SUBJECT, passwordLinkIn } from "../support/email-verification.ts";
import { loginThroughForm, signInAtProvider } from "./account-helpers.ts";
import { expect, readMail, test } from "./fixtures.ts";

// How an ADMIN_EMAILS address becomes admin (ADR 0120), through the e2e SMTP server: the mailed
// link leads to choosing the account's password, and only then is the account admin. Whoever
// registered the address first is left with nothing (review H1). The addresses are listed by
// tests/support/e2e-server.ts.

const adminMail = (email: string) => readMail(email, new RegExp(`^${ADMIN_CONFIRM_SUBJECT}$`));

/** Opens the mailed link and chooses the password, as the owner does in their browser. */
async function choosePassword(page: Page, email: string, password: string) {
  const mail = await adminMail(email);
  await page.goto(passwordLinkIn(mail.text));
  await expect(page).toHaveTitle(/Confirm your address and choose your password$/);
  await expect(
    page.getByRole("heading", { name: "Confirm your address and choose your password" }),
  ).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Confirm and save password" }).click();
  const done = page.getByRole("dialog", { name: "Address confirmed" });
  await expect(done).toContainText("Your email address is confirmed and your password is set.");
  await done.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function reachesAdminArea(page: Page) {
  await page.goto("/dashbord");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
}

test.describe("a listed admin address", () => {
  // Each journey is several whole-page flows with password hashing: near the default 30 s on a
  // busy machine.
  test.slow();

  test("the owner signs up, follows the mailed link, chooses the password and is admin", async ({
    page,
  }) => {
    const email = "owner@e2e.test";
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Name").fill("Agency Owner");
    await page.getByLabel("Photo URL").fill(`http://localhost:${process.env.E2E_PORT}/favicon.svg`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("First1!pw");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "User created successfully. Please login" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Going back changes the address before the login page has replaced the sign-up form.
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    // Signed in before confirming: an ordinary account still.
    await loginThroughForm(page, email, "First1!pw");
    const before = await page.request.get(`/api/user/${encodeURIComponent(email)}`);
    expect((await before.json())[0].isAdmin).toBe("false");

    await choosePassword(page, email, "Chosen1!pw");
    await loginThroughForm(page, email, "Chosen1!pw");
    await reachesAdminArea(page);
  });

  test.describe("registered first by someone else", () => {
    // The squatter's refusals (401, 403) are part of the journey.
    test.use({
      allowConsoleErrors: [
        /status of 40[13]/,
        /Failed to load resource: (net::ERR_|the server responded with a status of 404)/,
      ],
    });

    // A squatter's password and session are left nothing once the owner chooses the password:
    // the server's rule, proved by tests/integration/email-verification.test.ts ("an
    // ADMIN_EMAILS address registered by someone else first"). A provider's sign-in needs the
    // local OpenID provider and a browser, so it is proved here.
    test("leaves a provider sign-in that never vouched for the address out", async ({
      page,
      browser,
    }) => {
      const email = "squatted-google@e2e.test";
      const squatter = await browser.newPage();
      await squatter.goto("/login?redirectTo=/profile");
      await squatter.getByRole("button", { name: "Login with Google" }).click();
      await signInAtProvider(squatter, `unverified:${email}`);
      await expect(squatter.getByText("Please confirm your email address")).toBeVisible();

      await choosePassword(page, email, "Owner2!pw");

      await squatter.goto("/profile");
      await expect(squatter).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
      // The provider still knows the squatter: it answers at once, and is no longer heard.
      await squatter.getByRole("button", { name: "Login with Google" }).click();
      await expect(squatter.getByRole("dialog", { name: "Google sign-in failed" })).toContainText(
        "An account with this email already exists.",
      );
      await squatter.close();

      await loginThroughForm(page, email, "Owner2!pw");
      await reachesAdminArea(page);
    });
  });
});
