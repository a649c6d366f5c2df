import type { Page } from "@playwright/test";
import { verificationLinkIn } from "../support/email-verification.ts";
import { createAccount, signInAtProvider } from "./account-helpers.ts";
import { expect, readMail, test, uniqueEmail } from "./fixtures.ts";
import { holdRequests } from "./held-request.ts";

// Google sign-in against a real local OpenID Connect provider (tests/support/oidc-provider.ts),
// whose development pages ask for any login and a consent.

// The provider's development pages import a web font the test machine cannot reach and have
// no favicon; those misses are the provider's, not the site's.
test.use({
  allowConsoleErrors: [
    /Failed to load resource: (net::ERR_|the server responded with a status of 404)/,
  ],
});

test.describe("Google sign-in", () => {
  test("creates the account on first sign-in, with progress shown while it runs", async ({
    page,
  }) => {
    const email = uniqueEmail("google");
    await page.goto("/login?redirectTo=/profile");
    // Hold the request until the pending state has been seen.
    const release = await holdRequests(page, "**/login.data*");
    const button = page.getByRole("button", { name: "Login with Google" });
    await button.click();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(button).toBeDisabled();
    release();

    await signInAtProvider(page, email);
    await expect(
      page.getByRole("status").filter({ hasText: "Login with Google successfully." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(email)).toBeVisible();

    const response = await page.request.get(`/api/user/${encodeURIComponent(email)}`);
    const [profile] = await response.json();
    expect(profile).toMatchObject({
      email,
      university: "Your University",
      address: "Your Address",
      newEmail: " ",
      isAdmin: "false",
    });
  });

  test("a cancelled sign-in says so and leaves the button usable", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login with Google" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
    await page.getByRole("link", { name: /Cancel/ }).click();
    const dialog = page.getByRole("dialog", { name: "Google sign-in failed" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Google sign-in was cancelled.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("button", { name: "Login with Google" })).toBeEnabled();
  });

  test("does not join an existing account when the provider does not vouch for the email", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("unlinked");
    await createAccount(request, email, { name: "Password Person" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Login with Google" }).click();
    await signInAtProvider(page, `unverified:${email}`);
    const dialog = page.getByRole("dialog", { name: "Google sign-in failed" });
    await expect(dialog).toContainText("An account with this email already exists.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("link", { name: "LOGIN" })).toBeVisible();
  });

  test("joined to an account someone else registered, leaves that registrant nothing (third review)", async ({
    page,
    playwright,
  }) => {
    // The registrant signs up with the owner's address; the owner clicks the confirmation link.
    const email = uniqueEmail("prehijack");
    const origin = `http://localhost:${process.env.E2E_PORT}`;
    await createAccount(page.request, email, { name: "Registrant", password: "Reg1str!" });
    const confirm = await readMail(email, /^Confirm your email address$/);
    await page.goto(verificationLinkIn(confirm.text));
    await expect(page).toHaveURL(/\/login\?verified=1/);

    const registrant = await playwright.request.newContext({ baseURL: origin });
    const credentials = { email, password: "Reg1str!" };
    const signIn = () =>
      registrant.post("/api/auth/sign-in/email", { headers: { origin }, data: credentials });
    expect((await signIn()).status()).toBe(200);

    // The owner signs in with Google, which vouches for the address: the accounts join.
    await page.getByRole("button", { name: "Login with Google" }).click();
    await signInAtProvider(page, email);
    await expect(
      page.getByRole("status").filter({ hasText: "Login with Google successfully." }),
    ).toBeVisible();

    // The registrant's session has ended and the password no longer opens the account.
    expect((await registrant.get("/api/auth/get-session")).ok()).toBe(true);
    expect(await (await registrant.get("/api/auth/get-session")).json()).toBeNull();
    expect((await signIn()).status()).toBe(401);
    await registrant.dispose();
    await page.goto("/profile");
    await expect(page.getByText(email)).toBeVisible();
  });

  test("joined to an account an unvouched sign-in made, shuts that sign-in out (fourth review)", async ({
    page,
    browser,
  }) => {
    // Four whole sign-ins at the provider, a mail and a confirmation: with two workers on two
    // cores, past the default 30 s.
    test.slow();
    const email = uniqueEmail("unvouched-squat");
    const origin = `http://localhost:${process.env.E2E_PORT}`;
    // The squatter signs in with a Google identity that does not vouch for the address (which
    // makes the account) and has the confirmation link sent; the owner clicks it.
    const squatter = await browser.newContext({ baseURL: origin });
    const squatterPage = await squatter.newPage();
    const squat = async () => {
      // A fresh start at the provider too, so it asks for the login each time.
      await squatter.clearCookies();
      await squatterPage.goto("/login?redirectTo=/profile");
      await squatterPage.getByRole("button", { name: "Login with Google" }).click();
      await signInAtProvider(squatterPage, `unverified:${email}`);
    };
    await squat();
    await expect(squatterPage).toHaveURL(/\/profile$/);
    const resent = await squatterPage.request.post("/api/auth/send-verification-email", {
      headers: { origin },
      data: { email },
    });
    expect(resent.ok()).toBe(true);
    const confirm = await readMail(email, /^Confirm your email address$/);
    await page.goto(verificationLinkIn(confirm.text));
    await squat();
    await expect(squatterPage).toHaveURL(/\/profile$/);

    // The owner signs in with Google, vouched: the accounts join and the squatter is out.
    await page.getByRole("button", { name: "Login with Google" }).click();
    await signInAtProvider(page, email);
    await expect(
      page.getByRole("status").filter({ hasText: "Login with Google successfully." }),
    ).toBeVisible();
    // The squatter's session has ended, and the unvouched identity no longer opens the account.
    expect(await (await squatterPage.request.get("/api/auth/get-session")).json()).toBeNull();
    await squat();
    await expect(squatterPage.getByRole("dialog", { name: "Google sign-in failed" })).toBeVisible();
    await squatter.close();
  });

  test("makes a listed address admin only when the provider says the email is verified", async ({
    page,
  }) => {
    const isAdmin = async (email: string) => {
      const response = await page.request.get(`/api/user/${encodeURIComponent(email)}`);
      return ((await response.json()) as { isAdmin: string }[])[0]?.isAdmin;
    };
    // Listed in ADMIN_EMAILS by tests/support/e2e-server.ts.
    await page.goto("/login?redirectTo=/profile");
    await page.getByRole("button", { name: "Login with Google" }).click();
    await signInAtProvider(page, "unverified:unvouched-admin@e2e.test");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Please confirm your email address")).toBeVisible();
    expect(await isAdmin("unvouched-admin@e2e.test")).toBe("false");

    await page.context().clearCookies();
    await page.goto("/login?redirectTo=/profile");
    await page.getByRole("button", { name: "Login with Google" }).click();
    await signInAtProvider(page, "google-admin@e2e.test");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Email address confirmed")).toBeVisible();
    expect(await isAdmin("google-admin@e2e.test")).toBe("true");
  });
});

// 'Login with Google' pressed at once, or twice by an impatient visitor, signs in once: as a
// data post once the page runs its script, as the browser's form post before.
test.describe("Google sign-in pressed early, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, waitForHydration: false });

  /** The requests that could send the sign-in: the form's post, as a document or as data. */
  function watchPosts(page: Page) {
    const posts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname.startsWith("/login")) posts.push(pathname);
    });
    return posts;
  }

  test("pressed twice once the page has hydrated, is sent once, with progress shown", async ({
    page,
  }) => {
    const releasePost = await holdRequests(page, "**/login.data*");
    const posts = watchPosts(page);
    await page.goto("/login");
    await expect(page.locator("form[data-hydrated]")).toBeAttached();
    const button = page.getByRole("button", { name: "Login with Google" });
    await button.click();
    await button.click({ force: true });
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(button).toBeDisabled();
    releasePost();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(posts).toEqual(["/login.data"]);
  });

  test("before any script has run, is sent once, by the browser", async ({ page }) => {
    const releaseScripts = await holdRequests(page, "**/assets/*.js");
    const posts = watchPosts(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Login with Google" }).click();
    // The scripts are let go as the post leaves: whatever they do must not send it again.
    releaseScripts();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(posts).toEqual(["/login"]);
  });
});
