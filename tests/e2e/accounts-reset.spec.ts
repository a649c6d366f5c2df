import { createAccount, loginThroughForm, submitLogin } from "./account-helpers.ts";
import { E2E_PASSWORD, expect, readMail, test, uniqueEmail } from "./fixtures.ts";

const sentTitle = "Password Reset Email Sent";
const sentMessage = "Please check your email inbox for further instructions.";

async function requestReset(page: import("@playwright/test").Page, email: string) {
  await page.goto("/reset");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  const dialog = page.getByRole("dialog", { name: sentTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(sentMessage)).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
}

test.describe("password reset", () => {
  test("has its field, button and login link, and requires the email", async ({ page }) => {
    await page.goto("/reset");
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute(
      "href",
      "/login",
    );
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  });

  test("answers the same for an email without an account, and sends nothing", async ({ page }) => {
    const email = uniqueEmail("ghost");
    await requestReset(page, email);
    await expect(readMail(email, /Reset your password/, 1500)).rejects.toThrow(/No mail/);
  });

  test.describe("by email, end to end", () => {
    // The old password's refusal (401) is part of the journey.
    test.use({ allowConsoleErrors: [/status of 40[01]/] });
    test("the emailed link sets a new password once and signs out other sessions", async ({
      page,
      request,
    }) => {
      // A whole journey: past the default 30 s on a loaded two-core machine.
      test.slow();
      const email = uniqueEmail("reset");
      await createAccount(request, email, { name: "Forgetful Member" });
      // Another device stays signed in until the password changes.
      const origin = `http://localhost:${process.env.E2E_PORT}`;
      await request.post(`${origin}/api/auth/sign-in/email`, {
        headers: { origin },
        data: { email, password: E2E_PASSWORD },
      });
      expect((await request.get(`${origin}/api/user/${encodeURIComponent(email)}`)).status()).toBe(
        200,
      );

      await requestReset(page, email);
      const mail = await readMail(email, /Reset your password/);
      const link = mail.text.match(
        /http:\/\/localhost:\d+\/api\/auth\/reset-password\/[^\s"<>]+/,
      )?.[0];
      expect(link, "reset link in the message").toBeTruthy();
      expect(mail.text).toContain("expires in 60 minutes");

      await page.goto(link as string);
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await page.getByLabel("New password", { exact: true }).fill("short");
      await page.getByRole("button", { name: "Save new password" }).click();
      await expect(page.getByText("Password must be 6 characters")).toBeVisible();
      await page.getByLabel("New password", { exact: true }).fill("Brandnew1!");
      await page.getByLabel("Repeat the new password").fill("Brandnew1!");
      await page.getByRole("button", { name: "Save new password" }).click();
      const done = page.getByRole("dialog", { name: "Password changed" });
      await expect(done).toBeVisible();
      await done.getByRole("button", { name: "OK" }).click();
      await expect(page).toHaveURL(/\/login$/);

      // The other device was signed out.
      expect((await request.get(`${origin}/api/user/${encodeURIComponent(email)}`)).status()).toBe(
        401,
      );

      // The old password no longer works; the new one does.
      await submitLogin(page, email, E2E_PASSWORD);
      await expect(page.getByRole("dialog", { name: "Login Failed" })).toBeVisible();
      await page.getByRole("button", { name: "OK" }).click();
      await page.getByLabel("Password", { exact: true }).fill("");
      await loginThroughForm(page, email, "Brandnew1!");

      // The link works once.
      await page.context().clearCookies();
      await page.goto(link as string);
      await expect(
        page.getByText("This reset link is invalid or has expired. Please request a new one."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
        "href",
        "/reset",
      );
    });
  });
});
