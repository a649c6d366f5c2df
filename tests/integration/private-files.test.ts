import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";
import { createClient } from "../support/http-client.ts";
import { waitForOutboxMessage } from "../support/outbox.ts";

// DATA_DIR holds the embedded database (password hashes, sessions), the generated secret and the
// outbox (live reset links): nothing in it is for other local users (ADR 0066). The server starts
// here on a brand-new embedded database, in a folder made world-readable beforehand as older
// versions left it. PGlite writes its own files 0666 whatever the umask; the owner-only folders
// around them are what keep others out, so the test checks what another user could reach.

const onPglite = inject("testDb").driver === "pglite";
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-private-"));
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...everything(full)] : [full];
  });
}

describe.runIf(onPglite)("the data folder", () => {
  it("is made owner-only at start, and everything written in it is too", async () => {
    chmodSync(dataDir, 0o755);
    app = await startAppProcess({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);

    await createClient(app.url).signUp("private@files.test");
    const mail = await waitForOutboxMessage(dataDir, "private@files.test", /Confirm/);
    expect(mail.text).toMatch(/verify-email\?token=/);

    const files = everything(dataDir);
    expect(files.length).toBeGreaterThan(10);
    // Another user reaches a file only through folders it may enter: none of ours lets them.
    const enterable = files.filter((file) => statSync(file).isDirectory() && mode(file) & 0o011);
    const topLevel = readdirSync(dataDir).map((name) => path.join(dataDir, name));
    const writtenByUs = topLevel.filter((file) => !file.endsWith(`${path.sep}db`));
    const open = [...enterable, ...writtenByUs.filter((file) => mode(file) & 0o077)];
    expect(open.map((file) => `${path.relative(dataDir, file)} ${mode(file).toString(8)}`)).toEqual(
      [],
    );
    const outbox = files.filter((file) => file.includes(`${path.sep}outbox${path.sep}`));
    expect(outbox.length).toBe(1);
    expect(mode(outbox[0]!)).toBe(0o600);
    expect(mode(path.join(dataDir, "auth-secret"))).toBe(0o600);
  }, 120_000);
});
