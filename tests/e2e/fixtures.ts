import { test as base, expect, type Page } from "@playwright/test";

// Every e2e test uses this `test`: a console error or an uncaught page error fails it, unless the
// test names the messages it expects with `allowConsoleErrors`.

type Fixtures = {
  allowConsoleErrors: RegExp[];
  signInAs: (role: "user" | "admin") => Promise<{ email: string; name: string }>;
};

export const E2E_ADMIN_EMAIL = "admin@e2e.test";
export const E2E_PASSWORD = "Passw0rd!";

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.test`;
}

async function signUpOrIn(page: Page, email: string, name: string) {
  const origin = new URL(page.url() === "about:blank" ? "/" : page.url(), baseUrl()).origin;
  const headers = { origin };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password: E2E_PASSWORD, name, image: "https://example.com/avatar.png" },
  });
  if (signUp.ok()) return;
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password: E2E_PASSWORD },
  });
  expect(signIn.ok(), `sign-in for ${email}`).toBe(true);
}

function baseUrl() {
  return `http://localhost:${process.env.E2E_PORT}`;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
  signInAs: async ({ page }, use) => {
    await use(async (role) => {
      const email = role === "admin" ? E2E_ADMIN_EMAIL : uniqueEmail();
      const name = role === "admin" ? "Site Admin" : "Test Visitor";
      await signUpOrIn(page, email, name);
      return { email, name };
    });
  },
});

export { expect };
