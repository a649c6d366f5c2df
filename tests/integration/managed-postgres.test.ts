// Both databases: a transaction-mode pooler in front of PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";
import { type Pgbouncer, pgbouncerBinary, startPgbouncer } from "../support/pgbouncer.ts";
import { freshDatabase } from "../support/test-server.ts";

// A managed provider's two endpoints, here PgBouncer in transaction mode (the "pooled" one) in
// front of the test PostgreSQL (the "direct" one). Coordination (LISTEN/NOTIFY, advisory locks,
// migrations) cannot work through the pooled one, and the server must say so at start rather
// than lose invalidations and let two processes lead (docs/deployment.md, "Managed PostgreSQL").

const testDb = inject("testDb");
const onPostgres = testDb.driver === "postgres";

let pgbouncer: Pgbouncer;
let directUrl: string;
let app: AppProcess | undefined;
const folders: string[] = [];

const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-managed-"));
  folders.push(dir);
  return dir;
};

const env = (extra: Record<string, string>) => ({
  DATA_DIR: dataDir(),
  AUTH_SECRET: "managed-postgres-secret-managed-postgres",
  VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
  ...extra,
});

describe.runIf(onPostgres && pgbouncerBinary)("behind a transaction-mode pooler", () => {
  beforeAll(async () => {
    directUrl = (await freshDatabase(dataDir()))!;
    pgbouncer = await startPgbouncer(directUrl);
  });
  afterAll(async () => {
    await app?.stop();
    await pgbouncer?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to start with only the pooled URL, and says why", async () => {
    const started = startAppProcess(env({ DATABASE_URL: pgbouncer.url(directUrl) }));
    await expect(started).rejects.toThrow(/exited with 1 before listening/);
    await expect(started).rejects.toThrow(
      /DATABASE_URL does not give this process a session of its own.*Set DATABASE_DIRECT_URL/,
    );
  });

  it("starts and serves pages with the pooled URL for queries and the direct one for coordination", async () => {
    app = await startAppProcess(
      env({ DATABASE_URL: pgbouncer.url(directUrl), DATABASE_DIRECT_URL: directUrl }),
    );
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const news = await fetch(`${app.url}/news`);
    expect(news.status).toBe(200);
    expect(app.output()).not.toMatch(/session of its own/);
  });
});
