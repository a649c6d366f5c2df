import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type AppProcess, startAppProcess } from "./app-process.ts";
import { databaseUrl } from "./postgres-cluster.ts";

// A real server process on a random port with a fresh database of its own (a copy of the
// migrated template), for one integration test file.

export type TestServer = AppProcess & {
  dataDir: string;
  /** Set when the file runs against PostgreSQL: the test may query it directly. */
  databaseUrl?: string;
  restart: (env?: Record<string, string>) => Promise<TestServer>;
  close: () => Promise<void>;
};

export const ADMIN_EMAIL = "admin@integration.test";

async function freshDatabase(dataDir: string) {
  const testDb = inject("testDb");
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

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-it-"));
  const dbUrl = await freshDatabase(dataDir);
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_SECRET: "integration-tests-secret-integration-tests-secret",
    // Tests never reach the internet: video thumbnails (and Vimeo's oEmbed) come from a closed
    // local port (refused at once, so videos get the poster) unless a test serves them
    // (tests/support/thumbnail-origin.ts).
    VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
    VIMEO_OEMBED_ORIGIN: "http://127.0.0.1:9",
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  const launch = async (extra: Record<string, string>): Promise<TestServer> => {
    const app = await startAppProcess({ ...baseEnv, ...env, ...extra });
    return {
      ...app,
      dataDir,
      databaseUrl: dbUrl,
      restart: async (next = {}) => {
        await app.stop();
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
