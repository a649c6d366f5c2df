import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxInstalled } from "../../tests/support/nginx.ts";
import { stopChild } from "../../tests/support/stop-child.ts";
import { startStaticNginx } from "./static-nginx.ts";

// What the page figures are divided by: the physical limits for the same bytes on this machine,
// measured in the same run with the same tool and connections (docs/performance.md). A bare
// node:http server answering from memory is Node's own limit, which our server cannot beat;
// nginx answering from a file is the machine's.

export type Baseline = { url: string; stop: () => Promise<void> };

async function bareNode(file: string): Promise<Baseline> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk) => resolve(JSON.parse(String(chunk)).port));
    child.once("exit", () => reject(new Error("the bare node:http server did not start")));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => stopChild(child),
  };
}

async function nginx(dir: string): Promise<Baseline | undefined> {
  if (!nginxInstalled()) return undefined;
  const web = await startStaticNginx(dir, {
    workers: "auto",
    probe: "/",
    http: (port) => `keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type text/html; try_files /page.html =404; }
  }`,
  });
  return { url: `${web.url}/`, stop: web.stop };
}

/** Both baselines serving `bytes`; nginx is left out (undefined) where it is not installed. */
export async function startBaselines(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-bench-baseline-"));
  // nginx's workers run as an unprivileged user when the bench runs as root: they must read it.
  chmodSync(dir, 0o755);
  const file = path.join(dir, "page.html");
  writeFileSync(file, bytes, { mode: 0o644 });
  const node = await bareNode(file);
  const web = await nginx(dir);
  return {
    node,
    nginx: web,
    stop: async () => {
      await node.stop();
      await web?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
