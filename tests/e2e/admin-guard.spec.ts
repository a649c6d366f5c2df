import { loginThroughForm } from "./account-helpers.ts";
import { E2E_ADMIN_EMAIL, expect, test } from "./fixtures.ts";

// The guard on the admin screens as a browser meets it: a signed-out visitor goes to /login and
// comes back after signing in, a signed-in non-admin sees the 403 page (whatever the query string
// says). Which role each route answers, with and without ?isAdmin=true, and the admin navigation
// on every admin screen (that screen marked current), are the server's, proved by
// tests/integration/authorization-matrix.test.ts; here one route shows each journey.

test.describe("admin guard", () => {
  test("signed out: an admin route leads to login and back", async ({ page }) => {
    // ?isAdmin=true is no parameter any page declares, so it never reaches the render (ADR
    // 0081): the way back is the page itself.
    await page.goto("/auditLog?isAdmin=true");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FauditLog$/);
    await loginThroughForm(page, E2E_ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/auditLog$/);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.locator('a[href="/auditLog"]')).toHaveAttribute("aria-current", "page");
  });

  test.describe("a signed-in user", () => {
    test.use({ allowConsoleErrors: [/status of 403/] });
    test("gets the 403 page on an admin route, even with ?isAdmin=true", async ({
      page,
      signInAs,
    }) => {
      await signInAs("user");
      const response = await page.goto("/dashbord?isAdmin=true");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "403 - Access denied" })).toBeVisible();
    });
  });
});
