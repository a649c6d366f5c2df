import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { freshDatabase } from "../support/test-server.ts";

// `npm start` reads `.env` in its working directory (Node's --env-file-if-exists), as
// .env.example suggests; a variable set in the environment itself still wins.

const root = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    // npm and the server it started: the whole process group.
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("the .env file", () => {
  it("configures `npm start` from the working directory", async () => {
    // A checkout of its own (links to this one's build), so no one's real .env is touched.
    const checkout = mkdtempSync(path.join(tmpdir(), "agency-envfile-"));
    const dataDir = mkdtempSync(path.join(tmpdir(), "agency-envfile-data-"));
    folders.push(checkout, dataDir);
    for (const name of [
      "package.json",
      "server.js",
      "server",
      "build",
      "drizzle",
      "node_modules",
    ]) {
      symlinkSync(path.join(root, name), path.join(checkout, name));
    }
    const databaseUrl = await freshDatabase(dataDir);
    const port = await freePort();
    writeFileSync(
      path.join(checkout, ".env"),
      [
        "# as an operator writes it",
        `PORT=${port}`,
        `DATA_DIR=${dataDir}`,
        databaseUrl ? `DATABASE_URL=${databaseUrl}` : "",
        "AUTH_SECRET=env-file-secret-env-file-secret-env-file",
        "LOG_LEVEL=info",
        "VIDEO_THUMBNAIL_ORIGIN=http://127.0.0.1:9",
      ].join("\n"),
    );
    const {
      PORT: _port,
      DATA_DIR: _dir,
      DATABASE_URL: _url,
      LOG_LEVEL: _level,
      ...env
    } = process.env;
    child = spawn("npm", ["start", "--silent"], {
      cwd: checkout,
      env: { ...env, PATH: `${path.join(root, "node_modules/.bin")}:${env.PATH}` },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await expect
      .poll(() => output, { timeout: 90_000, interval: 100 })
      .toMatch(/"msg":"listening"/);
    expect(output).toContain(`"url":"http://localhost:${port}"`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
