import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../../tests/support/app-process.ts";
import {
  confirmationFromOutbox,
  followConfirmationLink,
  verificationLinkIn,
} from "../../tests/support/email-verification.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { createClient, type TestClient } from "../../tests/support/http-client.ts";

// A production server of its own for one write check: a fresh embedded database in a temp
// folder, optionally seeded, and one admin account (an ADMIN_EMAILS address, confirmed through
// the link in the outbox) to read back what was
// written. Each check gets its own so one check's rows and rate-limit counts never leak into another.

const ADMIN = "bench-admin@bench.test";

export type BenchServer = {
  url: string;
  app: AppProcess;
  /** Signs the admin up and confirms the address (then ADMIN_EMAILS makes it admin); call once. */
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
      ADMIN_EMAILS: ADMIN,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      ...options.env,
    });
    return {
      url: app.url,
      app,
      signInAdmin: async () => {
        const admin = createClient(app.url);
        await admin.signUp(ADMIN);
        const mail = await confirmationFromOutbox(dataDir, ADMIN);
        await followConfirmationLink(admin, verificationLinkIn(mail.text));
        return admin;
      },
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
