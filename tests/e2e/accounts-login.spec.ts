import { createAccount, loginThroughForm, submitLogin } from "./account-helpers.ts";
import { expect, test, uniqueEmail } from "./fixtures.ts";

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

  // A redirectTo off the site is turned into the home page by the server, on the page and in
  // the action: tests/integration/accounts-security.test.ts; the browser's way home is above.

  test.describe("failures", () => {
    test.use({ allowConsoleErrors: [/status of 401/] });

    // Which failure gets which of the spec's messages, and the throttle on one email, are the
    // server's: tests/integration/auth-limits.test.ts ("the login form without JavaScript").
    // Here, the browser shows the answer in its dialog and leaves the visitor on the form.
    test("a wrong password is said in the Login Failed dialog, closed with OK", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("fail");
      await createAccount(request, email);
      await page.goto("/login");
      await submitLogin(page, email, "Wrong0ne!");
      const dialog = page.getByRole("dialog", { name: "Login Failed" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Incorrect password. Please try again.")).toBeVisible();
      await expect(dialog.getByRole("img", { name: "Error" })).toBeVisible();
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/login/);
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
