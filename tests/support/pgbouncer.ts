import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { stopChild } from "./stop-child.ts";

// PgBouncer in transaction mode on loopback, in front of a test PostgreSQL server: what a managed
// provider's "pooled" endpoint is. Debian: apt-get install pgbouncer.

export const pgbouncerBinary = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find(existsSync);

export type Pgbouncer = { url: (directUrl: string) => string; stop: () => Promise<void> };

export async function startPgbouncer(serverUrl: string): Promise<Pgbouncer> {
  if (!pgbouncerBinary) throw new Error("pgbouncer was not found (apt-get install pgbouncer).");
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pgbouncer-"));
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "users.txt"), `"${server.username}" ""\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    `[databases]
* = host=${server.hostname} port=${server.port}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, "users.txt")}
pool_mode = transaction
default_pool_size = 4
; what managed poolers do with the parameters they cannot pin to a transaction
ignore_startup_parameters = extra_float_digits,statement_timeout
`,
    { mode: 0o644 },
  );
  // PgBouncer refuses to run as root; it switches to the postgres user itself.
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    pgbouncerBinary,
    [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`pgbouncer did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: (directUrl) => {
      const pooled = new URL(directUrl);
      pooled.port = String(port);
      return pooled.toString();
    },
    stop: async () => {
      await stopChild(child, "SIGINT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
