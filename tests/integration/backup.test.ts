// Both databases: backup and restore, into either database.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess } from "../support/app-process.ts";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const secret = "integration-tests-secret-integration-tests-secret";
const work = mkdtempSync(path.join(tmpdir(), "agency-backup-test-"));

function script(name: string, args: string[], env: Record<string, string | undefined>) {
  return spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, AUTH_SECRET: secret, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
}

async function emptyDatabaseLike(source?: string) {
  if (!source) return undefined;
  const url = new URL(source);
  const name = `restore_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: source });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

let server: TestServer;
beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it stops the server to back it up.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("restores every account and upload into an empty data folder", {
    timeout: 120_000,
  }, async () => {
    const client = createClient(server.url);
    await client.signUp("kept@backup.test", "Passw0rd!", "Kept User");
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", "photo.webp"), "image bytes");

    const env = { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl };
    if (!server.databaseUrl) {
      const refused = script("backup", [path.join(work, "live.tar.gz")], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is using the embedded database/);
    }
    await server.stop();

    const file = path.join(work, "site.tar.gz");
    const backup = script("backup", [file], env);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/Backup written to .*uploads included/);
    // Every password hash and enquiry is in it: for its owner only (ADR 0066).
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = path.join(work, "restored");
    const targetDb = await emptyDatabaseLike(server.databaseUrl);
    const restore = script("restore", [file], { DATA_DIR: target, DATABASE_URL: targetDb });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/Restored \d+ rows/);
    expect(readFileSync(path.join(target, "uploads", "photo.webp"), "utf8")).toBe("image bytes");

    const again = script("restore", [file], { DATA_DIR: target, DATABASE_URL: targetDb });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty: restore needs an empty database/);

    const restored = await startAppProcess({
      DATA_DIR: target,
      AUTH_SECRET: secret,
      ...(targetDb ? { DATABASE_URL: targetDb } : {}),
    });
    try {
      const after = createClient(restored.url);
      await after.signIn("kept@backup.test");
      const session = await after.get("/api/auth/get-session");
      expect(await session.json()).toMatchObject({ user: { email: "kept@backup.test" } });
    } finally {
      await restored.stop();
    }
    // The stopped server is not started again: afterAll's close only removes its folder.
  });
});
