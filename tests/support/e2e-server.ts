import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The server the Playwright suite runs against: the production build, in this process, on a fresh
// embedded database in a temporary folder that is removed on exit.

export const E2E_ADMIN_EMAIL = "admin@e2e.test";

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});

await import("../../server.js");
