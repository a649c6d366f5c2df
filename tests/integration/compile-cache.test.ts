import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";

// server.js keeps Node's compile cache in DATA_DIR (ADR 0138): owner-only, and pruned of Node's
// own per-version folders once they outgrow about ten builds, never of anything else in it.

const onPglite = inject("testDb").driver === "pglite";
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-compile-cache-"));
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(onPglite)("the compile cache", () => {
  it("is kept owner-only in DATA_DIR, and an outgrown cache is emptied of Node's folders only", async () => {
    const cache = path.join(dataDir, "compile-cache");
    const stale = path.join(cache, "v24.0.0-x64-00000000-0");
    mkdirSync(stale, { recursive: true });
    // 70 MB that take no disk: the size is what the pruning reads.
    writeFileSync(path.join(stale, "old-build"), "");
    truncateSync(path.join(stale, "old-build"), 70 * 1024 * 1024);
    writeFileSync(path.join(cache, "not-nodes.txt"), "kept");

    app = await startAppProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    await app.stop();
    app = undefined;

    const folders = readdirSync(cache);
    expect(folders).toContain("not-nodes.txt");
    expect(folders).not.toContain(path.basename(stale));
    const current = folders.filter((name) => name.startsWith(`${process.version}-`));
    expect(current).toHaveLength(1);
    const written = path.join(cache, current[0]!);
    expect(readdirSync(written).length).toBeGreaterThan(10);
    expect(statSync(written).mode & 0o777).toBe(0o700);
  }, 120_000);
});
