import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The release an error report names: the commit the server runs from (the deployment recipe runs
// a git checkout), else the package's version. Read from the files, not by running git: the
// container image has neither git nor .git, and a start should not wait on a child process.

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function read(file: string) {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The git directory of a checkout: `.git` itself, or where a worktree's `.git` file points. */
function gitDirOf(root: string) {
  const dotGit = path.join(root, ".git");
  if (!existsSync(dotGit)) return undefined;
  if (statSync(dotGit).isDirectory()) return dotGit;
  const pointer = read(dotGit)?.match(/^gitdir: (.+)$/m)?.[1];
  return pointer ? path.resolve(root, pointer) : undefined;
}

/** The commit HEAD names, following a branch through loose refs and packed-refs. */
export function gitCommit(root: string) {
  const gitDir = gitDirOf(root);
  const head = gitDir && read(path.join(gitDir, "HEAD"));
  if (!gitDir || !head) return undefined;
  if (COMMIT.test(head)) return head;
  const ref = head.match(/^ref: (refs\/\S+)$/)?.[1];
  if (!ref) return undefined;
  // A worktree keeps its HEAD apart and shares the branches of the main repository.
  const common = read(path.join(gitDir, "commondir"));
  const dirs = common ? [gitDir, path.resolve(gitDir, common)] : [gitDir];
  for (const dir of dirs) {
    const loose = read(path.join(dir, ref));
    if (loose && COMMIT.test(loose)) return loose;
    const packed = read(path.join(dir, "packed-refs"))
      ?.split("\n")
      .find((line) => line.endsWith(` ${ref}`))
      ?.split(" ")[0];
    if (packed && COMMIT.test(packed)) return packed;
  }
  return undefined;
}

function packageVersion(root: string) {
  try {
    const { name, version } = JSON.parse(read(path.join(root, "package.json")) ?? "{}");
    return typeof name === "string" && typeof version === "string"
      ? `${name}@${version}`
      : undefined;
  } catch {
    return undefined;
  }
}

/** The commit, else name@version from package.json, else nothing (the report goes without). */
export function currentRelease(root = process.cwd()) {
  return gitCommit(root) ?? packageVersion(root);
}
