import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";

// server.js keeps Node's compile cache in DATA_DIR (ADR 0138). The cache is code the server
// runs, so it is used only in a folder that is this user's alone, and pruned of Node's own
// per-version folders once they outgrow about ten builds, never of anything else.

const testDb = inject("testDb");
const onPglite = testDb.driver === "pglite";
// Handing a folder to another user needs root (CI runs as root).
const asRoot = process.getuid?.() === 0;
const folders: string[] = [];
let app: AppProcess | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), "agency-compile-cache-"));
  folders.push(folder);
  return folder;
}

async function startAndStop(dataDir: string) {
  // Only the migrated template's database folder, not its compile-cache (what is tested here):
  // a server on an empty DATA_DIR would migrate and seed a new database on every start.
  if (testDb.driver === "pglite") {
    cpSync(path.join(testDb.templateDir, "db"), path.join(dataDir, "db"), { recursive: true });
  }
  app = await startAppProcess({ DATA_DIR: dataDir });
  expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  await app.stop();
  app = undefined;
}

const nodeFolders = (dir: string) => readdirSync(dir).filter((name) => /^v\d+\./.test(name));

describe.runIf(onPglite)("the compile cache", () => {
  it("is kept owner-only in DATA_DIR, and an outgrown cache is emptied of Node's folders only", async () => {
    const dataDir = tempFolder();
    const cache = path.join(dataDir, "compile-cache");
    const stale = path.join(cache, "v24.0.0-x64-0000abcd-0");
    mkdirSync(stale, { recursive: true });
    // 70 MB that take no disk: the size is what the pruning reads.
    writeFileSync(path.join(stale, "old-build"), "");
    truncateSync(path.join(stale, "old-build"), 70 * 1024 * 1024);
    writeFileSync(path.join(cache, "not-nodes.txt"), "kept");

    await startAndStop(dataDir);

    expect(readdirSync(cache)).toContain("not-nodes.txt");
    const current = nodeFolders(cache);
    expect(current).toEqual([expect.stringMatching(new RegExp(`^${process.version}-`))]);
    const written = path.join(cache, current[0]!);
    expect(readdirSync(written).length).toBeGreaterThan(10);
    expect(statSync(written).mode & 0o777).toBe(0o700);
  }, 120_000);

  it("is not used in a folder another user owns or can write, nor through a link", async () => {
    const dataDir = tempFolder();
    const elsewhere = tempFolder();
    chmodSync(elsewhere, 0o777);
    symlinkSync(elsewhere, path.join(dataDir, "compile-cache"));
    await startAndStop(dataDir);
    expect(nodeFolders(elsewhere)).toEqual([]);

    const writable = tempFolder();
    mkdirSync(path.join(writable, "compile-cache"), { mode: 0o777 });
    chmodSync(path.join(writable, "compile-cache"), 0o777);
    await startAndStop(writable);
    expect(nodeFolders(path.join(writable, "compile-cache"))).toEqual([]);

    if (asRoot) {
      const theirs = tempFolder();
      mkdirSync(path.join(theirs, "compile-cache"), { mode: 0o700 });
      chownSync(path.join(theirs, "compile-cache"), 65534, 65534);
      await startAndStop(theirs);
      expect(nodeFolders(path.join(theirs, "compile-cache"))).toEqual([]);
    }
  }, 180_000);
});
