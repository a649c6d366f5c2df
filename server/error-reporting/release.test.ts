import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentRelease } from "./release.ts";

// The checkouts an error report's release is read from, laid out as git lays them.

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `files` (paths relative to it). */
function folder(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "agency-release-"));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const commit = "0123456789abcdef0123456789abcdef01234567";
const other = "89abcdef0123456789abcdef0123456789abcdef";

describe("the release of an error report", () => {
  it("is the commit of a branch checked out, from its loose ref", () => {
    const root = folder({
      ".git/HEAD": "ref: refs/heads/main\n",
      ".git/refs/heads/main": `${commit}\n`,
    });
    expect(currentRelease(root)).toBe(commit);
  });

  it("is found in packed-refs once git has packed the branch", () => {
    const root = folder({
      ".git/HEAD": "ref: refs/heads/main\n",
      ".git/packed-refs": `# pack-refs with: peeled fully-peeled sorted\n${other} refs/heads/other\n${commit} refs/heads/main\n`,
    });
    expect(currentRelease(root)).toBe(commit);
  });

  it("is a detached HEAD's commit", () => {
    expect(currentRelease(folder({ ".git/HEAD": `${commit}\n` }))).toBe(commit);
  });

  it("follows a worktree's .git file to the repository that holds its branch", () => {
    const repository = folder({
      ".git/worktrees/site/HEAD": "ref: refs/heads/release\n",
      ".git/worktrees/site/commondir": "../..\n",
      ".git/refs/heads/release": `${commit}\n`,
    });
    const root = folder({ ".git": `gitdir: ${repository}/.git/worktrees/site\n` });
    expect(currentRelease(root)).toBe(commit);
  });

  it("is the package's name and version without git", () => {
    const root = folder({ "package.json": '{ "name": "agency-site", "version": "1.4.0" }' });
    expect(currentRelease(root)).toBe("agency-site@1.4.0");
  });

  it("is nothing when neither says", () => {
    expect(currentRelease(folder({ "package.json": '{ "name": "agency-site" }' }))).toBeUndefined();
    expect(currentRelease(folder({ ".git/HEAD": "ref: refs/heads/gone\n" }))).toBeUndefined();
  });
});
