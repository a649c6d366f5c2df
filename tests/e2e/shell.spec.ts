import { expect, test } from "./fixtures.ts";

test.describe("the site shell", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("Oops! The page you are looking for does not exist."),
    ).toBeVisible();
  });
});

test.describe("admin guard", () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test("a signed-in non-admin gets the 403 page even with ?isAdmin=true", async ({
    page,
    signInAs,
  }) => {
    await signInAs("user");
    const response = await page.goto("/dashbord?isAdmin=true");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "403 - Access denied" })).toBeVisible();
  });

  test("an admin reaches the dashboard", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/dashbord");
    await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
  });
});
