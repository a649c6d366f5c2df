// Entry point: a plain JavaScript file so that an old Node prints one clear line instead of a
// syntax error from the TypeScript it cannot run.
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
// The default import: a named one of a function an old Node lacks would fail before the check.
import nodeModule from "node:module";
import path from "node:path";

const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    `This server needs Node.js 24 or newer; this is ${process.version}. Run it through npm (npm start), which uses the Node 24 installed in node_modules.`,
  );
  process.exit(1);
}
// Owner-only files from the very first one (ADR 0066); server/main.ts says so again for itself.
process.umask(0o077);
enableCompileCache();
await import("./server/main.ts");

/**
 * A restart reuses the V8 code of the 2 MB server build and the type-stripped TypeScript of the
 * last start instead of compiling both again (ADR 0138). The cache is JavaScript that this
 * server will run, so it is used only in `compile-cache` inside DATA_DIR (its default as in
 * server/config.ts), and only when both folders are this user's alone: a folder someone else
 * owns or can write (a shared /tmp, a loose DATA_DIR) would let them plant code. Without that,
 * the server compiles as before. It never fails the start.
 */
function enableCompileCache() {
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const dir = path.join(dataDir, "compile-cache");
  try {
    // What server/private-files.ts securePrivateDir does, before any TypeScript is compiled.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!ownedAndPrivate(dataDir) || !ownedAndPrivate(dir)) return;
    pruneCompileCache(dir);
  } catch {
    // Unwritable, or someone else's: no cache.
    return;
  }
  nodeModule.enableCompileCache(dir);
}

/** A real folder (not a link), owned by this user, that no one else can write. */
function ownedAndPrivate(folder) {
  const stats = lstatSync(folder);
  return stats.isDirectory() && stats.uid === process.getuid() && (stats.mode & 0o022) === 0;
}

/**
 * Node stores each build's code under that build's file names and never removes any, in one
 * flat sub-folder per Node version and flags ("v24.21.0-x64-964aae3f-0"). Once those hold about
 * ten builds' worth (a build is about 6 MB), they are removed, and nothing else.
 */
function pruneCompileCache(dir) {
  const ours = readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && /^v\d+\.\d+\.\d+-[^-]+-[0-9a-f]{8}-\d+$/.test(entry.name),
    )
    .map((entry) => path.join(dir, entry.name));
  const bytes = ours.reduce((sum, folder) => sum + filesBytes(folder), 0);
  if (bytes > 64 * 1024 * 1024) {
    for (const folder of ours) rmSync(folder, { recursive: true, force: true });
  }
}

/** The files directly in `folder` (links and sub-folders are not followed). */
function filesBytes(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(folder, entry.name)).size;
  }
  return bytes;
}
