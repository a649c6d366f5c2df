import { test as base, expect, type Page } from "@playwright/test";
import { mailFor } from "../support/smtp-inbox.ts";
import { watchConsoleErrors } from "./console-errors.ts";

// Every e2e test uses this `test`: a console error or an uncaught page error fails it, unless the
// test names the messages it expects with `allowConsoleErrors`. Its `page.goto` resolves once the
// page has hydrated (the root marks <html data-hydrated>), so a test acts on a page whose buttons
// answer. A test about the page as it first shows sets `waitForHydration` to false.

type Fixtures = {
  allowConsoleErrors: RegExp[];
  waitForHydration: boolean;
  signInAs: (role: "user" | "admin") => Promise<{ email: string; name: string }>;
};

export const E2E_ADMIN_EMAIL = "admin@e2e.test";
export const E2E_PASSWORD = "Passw0rd!";

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.test`;
}

/**
 * Signs a visitor up (and in), or signs the admin in: that account is made once per run on each
 * worker's server, the way an owner makes it, by tests/e2e/admin-account.setup.ts.
 */
async function signUpOrIn(page: Page, email: string, name: string) {
  const origin = new URL(page.url() === "about:blank" ? "/" : page.url(), baseUrl()).origin;
  const headers = { origin };
  if (email !== E2E_ADMIN_EMAIL) {
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers,
      // A same-origin picture: pages showing it must not try to reach the internet.
      data: { email, password: E2E_PASSWORD, name, image: `${origin}/favicon.svg` },
    });
    expect(signUp.ok(), `sign-up for ${email}`).toBe(true);
    return;
  }
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
  waitForHydration: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, waitForHydration }, use) => {
    const watched = watchConsoleErrors(page, allowConsoleErrors);
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = response?.headers()["content-type"]?.startsWith("text/html");
        if (html && (options?.waitUntil ?? "load") === "load") await hydrate(page);
        return response;
      };
    }
    await use(page);
    expect(await watched.settle(), "console errors on the page").toEqual([]);
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

/** Waits for the page to hydrate; nothing is done to wake it (ADR 0150). */
export async function hydrate(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits for a message to `to` at the e2e SMTP server and answers it (the newest one matching
 * `subject`), or fails after `timeoutMs`. `folder`: another worker's server's mail (only the
 * setup project reads it).
 */
export async function readMail(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
  folder = process.env.E2E_MAIL_DIR,
) {
  if (!folder) throw new Error("E2E_MAIL_DIR is not set (see playwright.config.ts)");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailFor(folder, to).filter((mail) => subject.test(mail.subject));
    const latest = found.at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}
