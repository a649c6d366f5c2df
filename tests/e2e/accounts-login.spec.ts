import { createAccount, loginThroughForm, submitLogin } from "./account-helpers.ts";
import { E2E_PASSWORD, expect, test, uniqueEmail } from "./fixtures.ts";

test.describe("login", () => {
  test("has the spec's title and links", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/ \| Login$/);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/reset",
    );
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("button", { name: "Login with Google" })).toBeVisible();
    await expect(page.getByText("OR", { exact: true })).toBeVisible();
  });

  test("success shows the dialog and returns to the page the visitor came from", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("login");
    await createAccount(request, email, { name: "Returning Visitor" });
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    await loginThroughForm(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    // The login page was replaced in the history, not stacked under the profile.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("without a page to return to, success goes home", async ({ page, request }) => {
    const email = uniqueEmail("login-home");
    await createAccount(request, email);
    await page.goto("/login");
    await loginThroughForm(page, email);
    await expect(page).toHaveURL(/\/$/);
  });

  test("refuses to send the visitor to another site after login", async ({ page, request }) => {
    const email = uniqueEmail("login-evil");
    await createAccount(request, email);
    await page.goto("/login?redirectTo=//evil.example/steal");
    await loginThroughForm(page, email);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test.describe("failures", () => {
    test.use({ allowConsoleErrors: [/status of (400|401|429)/] });

    const cases = [
      { name: "wrong password", message: "Incorrect password. Please try again." },
      { name: "unknown user", message: "No user found with this email." },
      { name: "invalid email", message: "Invalid email format." },
      { name: "anything else", message: "Login failed. Please try again." },
    ] as const;

    for (const { name, message } of cases) {
      test(`${name} answers '${message}'`, async ({ page, request }) => {
        const email = uniqueEmail("fail");
        await createAccount(request, email);
        await page.goto("/login");
        if (name === "wrong password") await submitLogin(page, email, "Wrong0ne!");
        if (name === "unknown user") await submitLogin(page, uniqueEmail("nobody"));
        if (name === "invalid email") await submitLogin(page, "not-an-email");
        // Longer than any password can be: refused before any check, so neither of the above.
        if (name === "anything else") await submitLogin(page, email, `${E2E_PASSWORD}x`.repeat(4));
        const dialog = page.getByRole("dialog", { name: "Login Failed" });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(message)).toBeVisible();
        await expect(dialog.getByRole("img", { name: "Error" })).toBeVisible();
        await dialog.getByRole("button", { name: "OK" }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/login/);
      });
    }

    test("repeated failures for one email are throttled, even with the right password", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("throttle");
      await createAccount(request, email);
      await page.goto("/login");
      const dialog = page.getByRole("dialog", { name: "Login Failed" });
      // The e2e server allows 3 failures per email (LOGIN_MAX_FAILURES_PER_EMAIL).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await submitLogin(page, email, "Wrong0ne!");
        await expect(dialog.getByText("Incorrect password. Please try again.")).toBeVisible();
        await dialog.getByRole("button", { name: "OK" }).click();
      }
      await submitLogin(page, email);
      await expect(
        dialog.getByText("Too many login attempts. Please try again later."),
      ).toBeVisible();
    });
  });

  test("a signed-in visitor opening /login goes on to where they wanted", async ({
    page,
    signInAs,
  }) => {
    await signInAs("user");
    await page.goto("/login?redirectTo=/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });
});
