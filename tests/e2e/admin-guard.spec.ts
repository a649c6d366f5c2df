import { loginThroughForm } from "./account-helpers.ts";
import { E2E_ADMIN_EMAIL, expect, test } from "./fixtures.ts";

// The guard on every admin screen: signed-out visitors go to /login and come back after signing
// in, signed-in non-admins get the 403 page (whatever the query string says), admins get in.

const adminRoutes = [
  "/dashbord",
  "/bookingTable",
  "/addNews",
  "/deleteNews",
  "/addVideo",
  "/deleteVideo",
  "/auditLog",
  "/personalData",
  "/users",
];

test.describe("admin guard", () => {
  test("signed out: every admin route leads to login and back", async ({ page }) => {
    test.slow();
    for (const route of adminRoutes) {
      await page.context().clearCookies();
      // ?isAdmin=true is no parameter any page declares, so it never reaches the render (ADR
      // 0081): the way back is the page itself.
      await page.goto(`${route}?isAdmin=true`);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(route)}$`));
      await loginThroughForm(page, E2E_ADMIN_EMAIL);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    }
  });

  test.describe("a signed-in user", () => {
    test.use({ allowConsoleErrors: [/status of 403/] });
    test("gets 403 on every admin route, even with ?isAdmin=true", async ({ page, signInAs }) => {
      await signInAs("user");
      for (const route of adminRoutes) {
        const response = await page.goto(`${route}?isAdmin=true`);
        expect(response?.status(), route).toBe(403);
        await expect(page.getByRole("heading", { name: "403 - Access denied" })).toBeVisible();
      }
    });
  });

  test("an admin gets every admin route, with the admin navigation", async ({ page, signInAs }) => {
    await signInAs("admin");
    for (const route of adminRoutes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      const nav = page.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link")).toHaveCount(adminRoutes.length);
      await expect(nav.locator(`a[href="${route}"]`)).toHaveAttribute("aria-current", "page");
      // The header's Dashbord link is the door to the whole admin area: current on every screen.
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashbord" }),
      ).toHaveAttribute("aria-current", "page");
    }
  });
});
