import { E2E_PASSWORD, expect, hydrate, test, uniqueEmail } from "./fixtures.ts";

type Page = import("@playwright/test").Page;
const header = (page: Page) => page.getByRole("banner");

/** A page of another site that opens `url` in a window of its own, as a visitor's click would. */
async function openedByHostileSite(
  page: Page,
  context: import("@playwright/test").BrowserContext,
  url: string,
) {
  await context.route("http://attacker.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Elsewhere</title>" }),
  );
  await page.goto("http://attacker.test/", { waitUntil: "domcontentloaded" });
  const opened = page.waitForEvent("popup");
  await page.evaluate((address) => {
    (window as unknown as { victim: Window | null }).victim = window.open(address);
  }, url);
  const popup = await opened;
  await popup.waitForLoadState();
  await hydrate(popup);
  const handleClosed = () =>
    page.evaluate(() => (window as unknown as { victim: Window }).victim.closed);
  return { popup, handleClosed };
}

/** The next whole-document answer for `pathname` in `page`. */
const documentResponse = (page: Page, pathname: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === pathname &&
      response.request().resourceType() === "document",
  );

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
    const { popup, handleClosed } = await openedByHostileSite(page, context, `${baseURL}/news`);
    expect(await handleClosed()).toBe(false);
    const loginDocument = documentResponse(popup, "/login");
    await header(popup).getByRole("link", { name: "LOGIN" }).first().click();
    expect((await loginDocument).headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(popup.getByLabel("Password", { exact: true })).toBeVisible();
    await expect.poll(handleClosed).toBe(true);
  });

  test("signed in in another tab, the opened public page's next page is loaded whole", async ({
    page,
    baseURL,
    context,
  }) => {
    // The attacker review's F1: the handle outlived a sign-in elsewhere into pages showing the
    // reader's name, their profile and the admin. A document sent without the header now loads
    // the next page whole once a session has appeared (root.tsx).
    const { popup, handleClosed } = await openedByHostileSite(page, context, `${baseURL}/news`);
    // Another tab of the same browser signs up (and so in): the cookie is the popup's too.
    const name = "Reader Elsewhere";
    const signUp = await popup.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseURL! },
      data: {
        email: uniqueEmail("opener"),
        password: E2E_PASSWORD,
        name,
        image: `${baseURL}/favicon.svg`,
      },
    });
    expect(signUp.ok()).toBe(true);
    const videosDocument = documentResponse(popup, "/videos");
    await header(popup).getByRole("link", { name: "VIDEOS" }).first().click();
    expect((await videosDocument).headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(header(popup).getByText(name, { exact: true }).first()).toBeVisible();
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
