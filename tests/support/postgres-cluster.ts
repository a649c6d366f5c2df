import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

// A throwaway PostgreSQL server started from the machine's own binaries, so the PostgreSQL driver
// is proven on every run. With DATABASE_URL set, that server is used instead.

export type PostgresCluster = {
  url: string;
  stop: () => void;
  /** Stops the server but keeps its data, to test what the site does without a database. */
  pause?: () => void;
  /** Starts a paused server again on the same port. */
  resume?: () => void;
};

function findBinary(name: string) {
  const candidates = [
    ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, name)),
    ...["17", "16", "15", "14"].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      `PostgreSQL's ${name} was not found. Install it (apt-get install postgresql) or set DATABASE_URL.`,
    );
  }
  return found;
}

function asPostgresUser(command: string[]) {
  // initdb refuses to run as root; elsewhere we already are an ordinary user.
  if (process.getuid?.() === 0) {
    const line = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
    return spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", line], { encoding: "utf8" });
  }
  return spawnSync(command[0]!, command.slice(1), { encoding: "utf8" });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const init = asPostgresUser([
    findBinary("initdb"),
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => {
    const run = asPostgresUser([
      findBinary("pg_ctl"),
      "-D",
      dataDir,
      "-o",
      options,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
    if (run.status !== 0) throw new Error(`pg_ctl start failed: ${run.stderr || run.stdout}`);
  };
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    pause: () => {
      asPostgresUser([findBinary("pg_ctl"), "-D", dataDir, "-m", "immediate", "-w", "stop"]);
    },
    resume: start,
    stop: () => {
      asPostgresUser([findBinary("pg_ctl"), "-D", dataDir, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same server, another database. */
export function databaseUrl(baseUrl: string, database: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
