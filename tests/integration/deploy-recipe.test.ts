import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { checkNginxConfig, writeNginxConfig } from "../support/nginx.ts";

// The files of deploy/ as an operator installs them (docs/deployment.md): nginx accepts the site
// (`nginx -t`), systemd accepts the units, and the backup job writes an archive and keeps the 14
// newest. tests/integration/multi-process.test.ts runs the same site in front of two processes.
// None of this depends on the database driver, so it runs once, with the embedded database.

const root = path.resolve(import.meta.dirname, "../..");
const once = inject("testDb").driver === "pglite";
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `agency-deploy-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const hasSystemd = spawnSync("systemd-analyze", ["--version"]).error === undefined;

describe.runIf(once)("the production recipe in deploy/", () => {
  it("nginx accepts the site configuration", () => {
    const { dir, file } = writeNginxConfig({
      appPorts: [3001, 3002],
      httpPort: 8080,
      httpsPort: 8443,
    });
    folders.push(dir);
    const check = checkNginxConfig(file);
    expect(check.ok, check.output).toBe(true);
    // nginx 1.25 and later (Debian 13) call `listen ... http2` old-fashioned; Debian 12's 1.22
    // knows no other way. Any other warning is a mistake in the file.
    const warnings = check.output.split("\n").filter((line) => line.includes("[warn]"));
    expect(warnings.filter((line) => !line.includes('"http2" directive is deprecated'))).toEqual(
      [],
    );
  });

  it.runIf(hasSystemd)("systemd accepts the units, with the paths of this checkout", () => {
    const dir = folder("systemd");
    const env = path.join(dir, "agency.env");
    writeFileSync(env, "");
    const units = ["agency@.service", "agency-backup.service", "agency-backup.timer"];
    for (const unit of units) {
      const text = readFileSync(path.join(root, "deploy/systemd", unit), "utf8")
        .replaceAll("/srv/agency/current", root)
        .replaceAll("/etc/agency/agency.env", env);
      // A template is checked as one of its instances.
      writeFileSync(path.join(dir, unit.replace("@.", "@3001.")), text);
    }
    const files = readdirSync(dir).filter((name) => name !== "agency.env");
    const verify = spawnSync("systemd-analyze", ["verify", "--man=no", ...files], {
      cwd: dir,
      encoding: "utf8",
    });
    const output = `${verify.stdout}${verify.stderr}`;
    expect(verify.status, output).toBe(0);
    expect(output).not.toMatch(/agency[^\n]*(Failed|Unknown|ignoring)/i);
  });

  it("the backup job writes an archive and keeps the 14 newest", () => {
    const dataDir = folder("data");
    cpSync(templateDir(), dataDir, { recursive: true });
    const backups = folder("backups");
    const old = Array.from(
      { length: 15 },
      (_, n) => `agency-2025-01-${String(n + 1).padStart(2, "0")}T03-15-00Z.tar.gz`,
    );
    for (const name of old) writeFileSync(path.join(backups, name), "old");
    const run = spawnSync(path.join(root, "deploy/backup-and-rotate.sh"), [], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backups, KEEP: "14" },
      encoding: "utf8",
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(14);
    // The oldest two went; the new archive is a real one.
    expect(kept).not.toContain(old[0]);
    expect(kept).not.toContain(old[1]);
    const fresh = kept.at(-1)!;
    expect(fresh).toMatch(/^agency-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(readFileSync(path.join(backups, fresh)).subarray(0, 2)).toEqual(
      Buffer.from([0x1f, 0x8b]),
    );
  });
});

function templateDir() {
  const testDb = inject("testDb");
  if (testDb.driver !== "pglite") throw new Error("embedded database only");
  return testDb.templateDir;
}
