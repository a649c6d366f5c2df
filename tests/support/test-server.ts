import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type AppProcess, startAppProcess } from "./app-process.ts";
import { adminConfirmationFromOutbox, choosePasswordAndSignIn } from "./email-verification.ts";
import { createClient, type TestClient } from "./http-client.ts";
import { databaseUrl } from "./postgres-cluster.ts";

// A real server process on a random port with a fresh database of its own (a copy of the
// migrated template), for one integration test file that needs a server of its own: settings it
// proves, a restart, a cold page cache. The others share their worker's (sharedTestServer, ADR 0171).

export type TestServer = AppProcess & {
  dataDir: string;
  /** The ADMIN_EMAILS address signUpAdmin uses: on a shared server, one of this file's own. */
  adminEmail: string;
  /** Set when the file runs against PostgreSQL: the test may query it directly. */
  databaseUrl?: string;
  /** Stops the server, runs `whileStopped` (the embedded database is free then), starts it again. */
  restart: (
    env?: Record<string, string>,
    whileStopped?: () => Promise<void>,
  ) => Promise<TestServer>;
  close: () => Promise<void>;
  /**
   * Signs `client` up as an admin the way the owner does: an ADMIN_EMAILS address whose mailed
   * link (read from the outbox) leads to choosing the password; then signs in with it. Needs a
   * server without SMTP_URL.
   */
  signUpAdmin: (client?: TestClient, email?: string) => Promise<TestClient>;
  /** For a listed address already signed up: chooses its password through the mailed link. */
  confirmAdmin: (client: TestClient, email: string, password?: string) => Promise<void>;
};

export const ADMIN_EMAIL = "admin@integration.test";

/** Every rate limit and throttle raised out of reach, for tests that send many requests. */
export const UNLIMITED = {
  INBOX_RATE_LIMIT: "100000",
  LOGIN_MAX_FAILURES_PER_EMAIL: "100000",
  LOGIN_MAX_FAILURES_PER_IP: "100000",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
};

/**
 * A fresh copy of the migrated template: into `dataDir` on the embedded database, or a new
 * PostgreSQL database whose URL is returned.
 */
export async function freshDatabase(dataDir: string, testDb = inject("testDb")) {
  if (testDb.driver === "pglite") {
    cpSync(testDb.templateDir, dataDir, { recursive: true });
    return undefined;
  }
  const name = `agency_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDb.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template agency_template`);
  await admin.end();
  return databaseUrl(testDb.serverUrl, name);
}

/** What every test server runs with, before a file's own settings. */
export function testServerEnv(dataDir: string, dbUrl?: string, adminEmails = ADMIN_EMAIL) {
  return {
    DATA_DIR: dataDir,
    ADMIN_EMAILS: adminEmails,
    AUTH_SECRET: "integration-tests-secret-integration-tests-secret",
    // Tests never reach the internet: video thumbnails (and Vimeo's oEmbed) come from a closed
    // local port (refused at once, so videos get the poster) unless a test serves them
    // (tests/support/thumbnail-origin.ts).
    VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
    VIMEO_OEMBED_ORIGIN: "http://127.0.0.1:9",
    // Every test's client is the loopback, one network: its account mails are not bounded per
    // network or site here, except where a test sets the bounds it proves (account-mail-cap).
    ACCOUNT_MAILS_PER_NETWORK_HOUR: "100000",
    ACCOUNT_MAILS_PER_HOUR: "100000",
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  } satisfies Record<string, string>;
}

/** signUpAdmin and confirmAdmin for a server whose outbox is in `dataDir`. */
export function adminSignUp(url: string, dataDir: string, adminEmail: string) {
  const confirmAdmin = async (client: TestClient, email: string, password?: string) => {
    const mail = await adminConfirmationFromOutbox(dataDir, email);
    await choosePasswordAndSignIn(client, { mailText: mail.text, email, password });
  };
  return {
    confirmAdmin,
    signUpAdmin: async (client = createClient(url), email = adminEmail) => {
      await client.signUp(email);
      await confirmAdmin(client, email);
      return client;
    },
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-it-"));
  const dbUrl = await freshDatabase(dataDir);
  const baseEnv = testServerEnv(dataDir, dbUrl);
  const launch = async (extra: Record<string, string>): Promise<TestServer> => {
    const app = await startAppProcess({ ...baseEnv, ...env, ...extra });
    return {
      ...app,
      ...adminSignUp(app.url, dataDir, ADMIN_EMAIL),
      adminEmail: ADMIN_EMAIL,
      dataDir,
      databaseUrl: dbUrl,
      restart: async (next = {}, whileStopped) => {
        await app.stop();
        await whileStopped?.();
        return launch(next);
      },
      close: async () => {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return launch({});
}
