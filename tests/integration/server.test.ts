// Both databases: migrations applied at start.
import { spawnSync } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the production server", () => {
  it("runs on the database driver its test project names", () => {
    const driver = inject("testDb").driver;
    expect(driver).toBe(process.env.TEST_DB);
    expect(Boolean(server.databaseUrl)).toBe(driver === "postgres");
  });

  it("answers /healthz with 200 once the database answers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("renders the not-found page with HTTP 404 on the server", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 - Page Not Found");
    expect(html).toContain("Oops! The page you are looking for does not exist.");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("serves hashed assets with long immutable caching and no X-Powered-By", async () => {
    const html = await (await fetch(server.url)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps admin screens behind the role stored in the database", async () => {
    const visitor = createClient(server.url);
    const signedOut = await visitor.get("/dashbord?isAdmin=true");
    expect(signedOut.status).toBe(302);
    // The page declares only ?q=, so a visitor's page is rendered without the rest (ADR 0081).
    expect(signedOut.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/dashbord")}`,
    );
    const searching = await visitor.get("/dashbord?q=smith&isAdmin=true");
    expect(searching.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/dashbord?q=smith")}`,
    );

    const user = createClient(server.url);
    await user.signUp("someone@integration.test");
    expect((await user.get("/dashbord?isAdmin=true")).status).toBe(403);

    const admin = createClient(server.url);
    await server.signUpAdmin(admin);
    expect((await admin.get("/dashbord")).status).toBe(200);
  });

  it("finishes an in-flight request when stopped with SIGTERM", async () => {
    const target = new URL("/api/auth/sign-up/email", server.url);
    const body = JSON.stringify({
      email: "late@integration.test",
      password: "Passw0rd!",
      name: "Late",
    });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        target,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            origin: target.origin,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      // Send half the body, stop the server while the request is open, then send the rest.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await answer).toBe(200);
    expect(await server.stop()).toBe(0);
    server = await server.restart();
    const client = createClient(server.url);
    await client.signIn("late@integration.test");
  });
});

describe("start-up checks", () => {
  const root = path.resolve(import.meta.dirname, "../..");

  it("refuses a bad setting with a message naming the variable", () => {
    const run = spawnSync(process.execPath, ["server.js"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port", DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid configuration: PORT:/);
  });

  it("explains itself in one line on a Node older than 24", () => {
    const old = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
    const major = Number(old.stdout?.replace("v", "").split(".")[0]);
    if (!(major < 24)) return; // this machine has no older Node to try
    const run = spawnSync("/usr/bin/node", ["server.js"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^This server needs Node\.js 24 or newer; this is v\d+/);
  });
});
