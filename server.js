// Entry point: a plain JavaScript file so that an old Node prints one clear line instead of a
// syntax error from the TypeScript it cannot run.
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
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
 * last start instead of compiling both again (ADR 0138). The folder is NODE_COMPILE_CACHE, or
 * `compile-cache` in DATA_DIR (its default as in server/config.ts): owner-only like everything
 * there, since code read from a folder others can write would run as this server. It never
 * fails the start: a folder it cannot write only means no cache.
 */
function enableCompileCache() {
  const dir =
    process.env.NODE_COMPILE_CACHE ||
    path.resolve(process.env.DATA_DIR || "./data", "compile-cache");
  try {
    mkdirSync(dir, { recursive: true });
    pruneCompileCache(dir);
  } catch {
    // Unwritable or unreadable: Node reports nothing and compiles as usual.
  }
  nodeModule.enableCompileCache(dir);
}

/**
 * Node stores each build's code under that build's file names and never removes any, in one
 * sub-folder per Node version and flags ("v24.21.0-x64-…"). Once those hold about ten builds'
 * worth (a build is about 6 MB), they are removed. Only they: NODE_COMPILE_CACHE may name a
 * folder that also holds other things.
 */
function pruneCompileCache(dir) {
  const ours = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^v\d+\.\d+\.\d+-/.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
  const bytes = ours.reduce((sum, folder) => sum + folderBytes(folder), 0);
  if (bytes > 64 * 1024 * 1024) {
    for (const folder of ours) rmSync(folder, { recursive: true, force: true });
  }
}

function folderBytes(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}
