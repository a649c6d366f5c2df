import { expect, test } from "./fixtures.ts";

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("navigation bar and logout", () => {
  test("signed out: LOGIN link, no Dashbord link", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "LOGIN" }).first()).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashbord" })).toHaveCount(0);
  });

  test("a hostile site that opened a public page loses its hold once LOGIN is followed", async ({
    page,
    baseURL,
    context,
  }) => {
    // Public pages go without Cross-Origin-Opener-Policy for anonymous readers, and the login page
    // has it, and is loaded as a document of its own (ADR 0146): the opener's handle on the window
    // is cut before a password can be typed there.
    await context.route("http://attacker.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Elsewhere</title>" }),
    );
    await page.goto("http://attacker.test/", { waitUntil: "domcontentloaded" });
    const opened = page.waitForEvent("popup");
    await page.evaluate((url) => {
      (window as unknown as { victim: Window | null }).victim = window.open(url);
    }, `${baseURL}/news`);
    const popup = await opened;
    await popup.waitForLoadState();
    const handleClosed = () =>
      page.evaluate(() => (window as unknown as { victim: Window }).victim.closed);
    expect(await handleClosed()).toBe(false);
    await popup.evaluate(() => dispatchEvent(new PointerEvent("pointermove")));
    await popup.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const loginDocument = popup.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/login" &&
        response.request().resourceType() === "document",
    );
    await header(popup).getByRole("link", { name: "LOGIN" }).first().click();
    expect((await loginDocument).headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(popup.getByLabel("Password", { exact: true })).toBeVisible();
    await expect.poll(handleClosed).toBe(true);
  });

  test("a user sees their name with a keyboard-operable menu, and no Dashbord link", async ({
    page,
    signInAs,
  }) => {
    const { name } = await signInAs("user");
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "LOGIN" })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Dashbord" })).toHaveCount(0);
    const menu = header(page).getByText(name, { exact: true }).first();
    await expect(menu).toBeVisible();
    const toggle = header(page).getByLabel(`Account menu for ${name}`).first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    const logOut = header(page).getByRole("button", { name: "Log Out" }).first();
    await expect(logOut).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(logOut).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("an admin sees the Dashbord link", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/");
    const link = header(page).getByRole("link", { name: "Dashbord" }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/dashbord");
  });

  test("Log Out ends the session on the server", async ({ page, signInAs, playwright }) => {
    const { email, name } = await signInAs("user");
    await page.goto("/profile");
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith("session_token"));
    expect(session).toBeTruthy();

    await header(page).getByLabel(`Account menu for ${name}`).first().click();
    await header(page).getByRole("button", { name: "Log Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "LOGIN" }).first()).toBeVisible();

    // The old cookie, replayed, no longer opens anything: the session is gone, not just forgotten.
    const replay = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
      extraHTTPHeaders: { cookie: `${session?.name}=${session?.value}` },
    });
    expect((await replay.get(`/api/user/${encodeURIComponent(email)}`)).status()).toBe(401);
    await replay.dispose();
  });

  test("pages for a signed-in visitor are never cached publicly", async ({ page, signInAs }) => {
    await signInAs("user");
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  });
});
