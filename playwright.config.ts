import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium.ts";
import { E2E_WORKERS, e2eServers } from "./tests/support/e2e-servers.ts";

if (!existsSync(headlessShellPath)) {
  throw new Error(
    `Chromium's headless shell not found at ${headlessShellPath}. Install it (apt-get install chromium-headless-shell) or set CHROME_HEADLESS_SHELL_PATH.`,
  );
}

const servers = await e2eServers();
// In a worker, its own server; in the runner (which only starts them), the first.
const own = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0]!;
process.env.E2E_PORT = own.port;
// Where that server's SMTP inbox writes the mail it receives; tests read it with readMail().
process.env.E2E_MAIL_DIR = own.mailDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One server per worker (ADR 0153, superseding 0137's single worker).
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The CI machine is slower than a workstation; tests with several axe runs need the headroom.
  // What an ordinary test needs on a busy two-core machine; whole journeys say test.slow().
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: own.origin,
    // Locally a failed test keeps its trace: the DOM at every step, the network and the console
    // (not the screencast, whose frames cost a quarter of the layer on two cores). CI records none:
    // its machine is thrown away with the files, and recording every test cost 8% of the layer.
    // A failure keeps a screenshot of its last state either way.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: headlessShellPath,
      args: [...chromiumFlags],
    },
  },
  projects: [
    // Makes the admin account on every worker's server, before any test
    // (tests/e2e/admin-account.setup.ts).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: servers.map((server) => ({
    command: "node tests/support/e2e-server.ts",
    env: { PORT: server.port, E2E_MAIL_DIR: server.mailDir },
    url: `${server.origin}/healthz`,
    reuseExistingServer: false,
    // A stop the server hears: it closes, then stops its PostgreSQL and removes its folders.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
