import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../../tests/support/app-process.ts";
import {
  adminConfirmationFromOutbox,
  choosePasswordAndSignIn,
} from "../../tests/support/email-verification.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { createClient, type TestClient } from "../../tests/support/http-client.ts";

// A production server of its own for one write check: a fresh embedded database in a temp
// folder, optionally seeded, and one admin account (an ADMIN_EMAILS address whose password is
// chosen through the link in the outbox) to read back what was written. Each check gets its own so one check's rows and rate-limit counts never leak into another.

export const BENCH_ADMIN = "bench-admin@bench.test";

/** Signs the bench's admin up on a server and chooses its password through the outbox's link. */
export async function signUpBenchAdmin(url: string, dataDir: string) {
  const admin = createClient(url);
  await admin.signUp(BENCH_ADMIN);
  const mail = await adminConfirmationFromOutbox(dataDir, BENCH_ADMIN);
  await choosePasswordAndSignIn(admin, { mailText: mail.text, email: BENCH_ADMIN });
  return admin;
}

export type BenchServer = {
  url: string;
  app: AppProcess;
  /** Signs the admin up and chooses its password through the mailed link (then it is admin); call once. */
  signInAdmin: () => Promise<TestClient>;
  stop: () => Promise<void>;
};

export async function startBenchServer(options: {
  name: string;
  seed?: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `agency-bench-${options.name}-`));
  try {
    if (options.seed) {
      const seeded = spawnSync(process.execPath, ["scripts/seed.ts"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`);
    }
    // A port chosen here, not by startAppProcess, so SITE_URL can name it: Better Auth checks
    // the Origin of the admin's sign-up against it.
    const port = await freePort();
    const app = await startAppProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ADMIN_EMAILS: BENCH_ADMIN,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      ...options.env,
    });
    return {
      url: app.url,
      app,
      signInAdmin: () => signUpBenchAdmin(app.url, dataDir),
      stop: async () => {
        try {
          await app.stop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
