import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/free-port.ts";
import { findNginx } from "../../tests/support/nginx.ts";
import { stopChild } from "../../tests/support/stop-child.ts";

// One nginx serving files from a folder, for the bench's baselines (baselines.ts) and the
// Lighthouse floor (lighthouse-static.ts). Its configuration, temp paths and logs live in that
// folder, which the caller owns and removes.

export type StaticNginx = { url: string; stop: () => Promise<void> };

type Options = {
  /** nginx's `worker_processes`: "auto" for throughput, 1 where one page is loaded at a time. */
  workers: "auto" | 1;
  /** The inside of the `http {}` block after the common lines, given the port to listen on. */
  http: (port: number) => string;
  /** A path that must answer 200 before nginx counts as up. */
  probe: string;
};

export async function startStaticNginx(dir: string, options: Options): Promise<StaticNginx> {
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  // nginx's workers run as an unprivileged user when started as root: they write temp files here.
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  chmodSync(path.join(dir, "temp"), 0o777);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  writeFileSync(
    conf,
    `worker_processes ${options.workers};
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  ${options.http(port)}
}
`,
  );
  const child = spawn(findNginx(), ["-c", conf, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => stopChild(child, "SIGQUIT");
  const url = `http://127.0.0.1:${port}`;
  // Up once it answers the probe with 200: a baseline that answers errors would flatter nothing.
  const status = await firstAnswer(`${url}${options.probe}`, child);
  if (status !== 200) {
    await stop();
    const log = path.join(dir, "error.log");
    const text = existsSync(log) ? readFileSync(log, "utf8") : "";
    throw new Error(`nginx answered ${options.probe} with ${status || "nothing"}:\n${text}`);
  }
  return { url, stop };
}

async function firstAnswer(url: string, child: ChildProcess) {
  let status = 0;
  for (let tries = 0; tries < 100 && child.exitCode === null; tries += 1) {
    status = await fetch(url).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}
