import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumInstalled, chromiumPath } from "./tests/support/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";

if (!chromiumInstalled()) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get install chromium) or set CHROME_PATH.`,
  );
}

// One port for the whole run, chosen here and inherited by the workers through the environment.
// freePort() picks it below the kernel's ephemeral range: a random port in 20000-40000 once fell
// inside it, and the e2e server's own SMTP and OpenID helpers, listening on port 0, took it first
// (CI of 7479b22, EADDRINUSE).
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// Where the e2e SMTP server (tests/support/e2e-server.ts) writes the mail it receives; tests
// read it with readMail() from tests/e2e/fixtures.ts.
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `agency-e2e-mail-${process.env.E2E_PORT}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker in CI (ADR 0137): two on the two-core CI machine kept the load near 12, and each
  // run lost two or three different tests to starved timers and timeouts.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The CI machine is slower than a workstation; tests with several axe runs need the headroom.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
    },
  },
  projects: [
    // Makes the shared admin account once, before any test (tests/e2e/admin-account.setup.ts).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: "node tests/support/e2e-server.ts",
    env: { PORT: process.env.E2E_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
