// Both databases: the admin CLI beside a running server.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { signUpConfirmed } from "../support/roles.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// npm run admin -- grant|revoke <email>, run as a separate process on the server's database.

const root = path.resolve(import.meta.dirname, "../..");
const EMAIL = "promote-me@integration.test";
const UNCONFIRMED = "squatter@integration.test";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await signUpConfirmed(server, createClient(server.url), EMAIL);
  await createClient(server.url).signUp(UNCONFIRMED);
});
afterAll(async () => {
  await server?.close();
});

function admin(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/admin.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl ?? "",
      AUTH_SECRET: "integration-tests-secret-integration-tests-secret",
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
    // spawnSync blocks the worker, so vitest's own timeouts cannot fire: a CLI that hangs
    // (once, a Node start stuck in a futex on a clean CI machine) must fail the test, not the run.
    timeout: 60_000,
  });
}

async function dashboardStatus() {
  return (await statuses("/dashbord"))[0];
}

async function statuses(...paths: string[]) {
  const client = createClient(server.url);
  await client.signIn(EMAIL);
  return Promise.all(paths.map(async (path) => (await client.get(path)).status));
}

describe("the admin CLI", () => {
  it("explains its usage", () => {
    const run = admin("promote", EMAIL);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Usage: npm run admin -- grant <email>/);
  });

  it("refuses to open the embedded database while the server runs", () => {
    if (server.databaseUrl) return; // PostgreSQL serves several processes at once
    const run = admin("grant", EMAIL);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is using the embedded database/);
    expect(run.stderr).toMatch(/Stop it first/);
  });

  // On the embedded database the CLI runs while the server is stopped, so the steps that need no
  // server in between share one stop and one restart (a restart costs a server start).
  it("grants the admin role, which the server honours", { timeout: 90_000 }, async () => {
    expect(await dashboardStatus()).toBe(403);
    if (!server.databaseUrl) await server.stop();
    const grant = admin("grant", EMAIL.toUpperCase());
    expect(grant.stderr).toBe("");
    expect(grant.stdout).toMatch(/is now an admin/);
    if (!server.databaseUrl) server = await server.restart();
    expect(await dashboardStatus()).toBe(200);
  });

  it("revokes it, and grants the editor role with the same command", {
    timeout: 90_000,
  }, async () => {
    if (!server.databaseUrl) await server.stop();
    const revoke = admin("revoke", EMAIL);
    expect(revoke.stdout).toMatch(/is no longer an admin/);
    const grant = admin("grant", EMAIL, "editor");
    expect(grant.stderr).toBe("");
    expect(grant.stdout).toMatch(/is now an editor/);
    if (!server.databaseUrl) server = await server.restart();
    // An editor writes news but has no dashboard: the admin role is gone.
    expect(await statuses("/addNews", "/dashbord")).toEqual([200, 403]);
  });

  // Whoever registered an address first can sign in before confirming it (ADR 0133).
  it("revokes the editor role, and refuses editor or admin to an unconfirmed account or to an email nobody has", {
    timeout: 90_000,
  }, async () => {
    if (!server.databaseUrl) await server.stop();
    const revoke = admin("revoke", EMAIL);
    expect(revoke.stdout).toMatch(/is no longer an editor/);
    for (const args of [
      ["grant", UNCONFIRMED],
      ["grant", UNCONFIRMED, "editor"],
    ]) {
      const run = admin(...args);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/has not confirmed their email address yet/);
    }
    const nobody = admin("grant", "nobody@integration.test");
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toMatch(/No account uses nobody@integration.test/);
    if (!server.databaseUrl) server = await server.restart();
    expect(await statuses("/addNews")).toEqual([403]);
    const client = createClient(server.url);
    await client.signIn(UNCONFIRMED);
    expect((await client.get("/addNews")).status).toBe(403);
  });

  it("refuses a role it does not know, and a role named to revoke", () => {
    for (const args of [
      ["grant", EMAIL, "owner"],
      ["revoke", EMAIL, "editor"],
    ]) {
      const run = admin(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/npm run admin -- grant <email> editor/);
    }
  });
});
