import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// The embedded PGlite database has no cross-process lock. The server writes its process id to
// DATA_DIR/server.pid while it holds the database, so a second process (scripts/admin.ts) can
// refuse to open the folder instead of corrupting it. A file left by a crashed server names a
// process that no longer exists and is ignored.

function pidFile(dataDir: string) {
  return path.join(dataDir, "server.pid");
}

export function writePidFile(dataDir: string) {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function removePidFile(dataDir: string) {
  const file = pidFile(dataDir);
  if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
}

/** The id of a live server process holding this data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
