import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite has no cross-process lock, so a script must never open the embedded database while the
// server has it open. The server leaves its pid in DATA_DIR while it runs; scripts check it.

const lockFile = (dataDir: string) => path.join(dataDir, "server.pid");

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function holdServerLock(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  const release = () => rmSync(lockFile(dataDir), { force: true });
  process.once("exit", release);
  return release;
}

/** The pid of a live server using this data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Throws a clear message when the embedded database is in use by a running server. */
export function assertEmbeddedDatabaseFree(dataDir: string, usesPostgres: boolean) {
  if (usesPostgres) return;
  const pid = runningServerPid(dataDir);
  if (pid) {
    throw new Error(
      `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first: the embedded database cannot be opened by two processes at once.`,
    );
  }
}
