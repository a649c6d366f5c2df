import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PASSWORD, expect } from "./fixtures.ts";

// Steps shared by the account journeys.

/** Creates an account through Better Auth's real endpoint, outside the browser's cookie jar. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  options: { name?: string; password?: string } = {},
) {
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  const response = await request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: {
      email,
      password: options.password ?? E2E_PASSWORD,
      name: options.name ?? "Account Holder",
      image: `${origin}/favicon.svg`,
    },
  });
  // An existing account (the shared admin) is fine.
  expect([200, 422]).toContain(response.status());
}

/** Fills and submits the login form of the current page. */
export async function submitLogin(page: Page, email: string, password = E2E_PASSWORD) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Logs in through the form and waits for the success dialog to lead on. */
export async function loginThroughForm(page: Page, email: string, password = E2E_PASSWORD) {
  await submitLogin(page, email, password);
  await expect(page.getByRole("status", { name: "User Login Successful." })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * At the local OpenID provider standing in for Google (tests/support/oidc-provider.ts): signs in
 * as `login` ("someone@x.test", or "unverified:someone@x.test" for an address it does not vouch
 * for) and consents.
 */
export async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}
