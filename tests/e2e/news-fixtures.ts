import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { test as base, E2E_ADMIN_EMAIL, E2E_PASSWORD } from "./fixtures.ts";

// The news journeys sign the admin in once per worker and reuse the session: the production
// server rate-limits sign-ins per IP (Better Auth: 3 per 10 s), which many tests signing in
// at once would trip. A 429 is waited out, as a person would.

const baseURL = () => `http://localhost:${process.env.E2E_PORT}`;

async function adminSession(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() });
  const headers = { origin: baseURL() };
  // The account is made once per run by admin-account.setup.ts.
  const data = { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await context.request.post("/api/auth/sign-in/email", { headers, data });
    if (response.ok()) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "news-e2e-")), "admin.json");
      await context.storageState({ path: file });
      await context.close();
      return file;
    }
    const wait = Number(response.headers()["x-retry-after"] ?? 2);
    await new Promise((resolve) => setTimeout(resolve, (wait + 0.5) * 1000));
  }
  throw new Error("could not sign the admin in");
}

/** The admin's session file, made once per worker and removed with it. */
async function signedInAdmin(
  { browser }: { browser: Browser },
  use: (file: string) => Promise<void>,
) {
  const file = await adminSession(browser);
  await use(file);
  rmSync(path.dirname(file), { recursive: true, force: true });
}

/** `test` whose page (and page.request) is signed in as the admin. */
export const adminTest = base.extend<object, { adminState: string }>({
  adminState: [signedInAdmin, { scope: "worker" }],
  storageState: async ({ adminState }, use) => use(adminState),
});

/** A worker-wide admin API client for tests whose page stays signed out. */
export const readerTest = base.extend<
  { admin: import("@playwright/test").APIRequestContext },
  { adminState: string }
>({
  adminState: [signedInAdmin, { scope: "worker" }],
  admin: async ({ playwright, adminState }, use) => {
    const request = await playwright.request.newContext({
      baseURL: baseURL(),
      storageState: adminState,
    });
    await use(request);
    await request.dispose();
  },
});
