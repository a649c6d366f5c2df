import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { stopChild } from "./stop-child.ts";

// nginx with the repository's own site (deploy/nginx/agency.conf), its placeholders replaced by a
// test's ports and paths and a throwaway self-signed certificate, wrapped in a minimal main
// configuration of its own. Used to check the file with `nginx -t` and to put it in front of real
// app processes.

const root = path.resolve(import.meta.dirname, "../..");
const site = path.join(root, "deploy/nginx/agency.conf");

export function findNginx() {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].find(existsSync);
  if (!found) throw new Error("nginx was not found. Install it (apt-get install nginx).");
  return found;
}

/** Whether nginx is here at all: the bench leaves its nginx figures out where it is not. */
export function nginxInstalled() {
  try {
    return Boolean(findNginx());
  } catch {
    return false;
  }
}

type Placeholders = {
  /** The two app processes' ports, for the upstream's 3001 and 3002. */
  appPorts: [number, number];
  httpPort: number;
  httpsPort: number;
};

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(dir: string) {
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ...["-keyout", path.join(dir, "privkey.pem"), "-out", path.join(dir, "fullchain.pem")],
    ],
    { stdio: "ignore" },
  );
  return readFileSync(path.join(dir, "fullchain.pem"));
}

export function renderSite(
  text: string,
  dir: string,
  { appPorts, httpPort, httpsPort }: Placeholders,
) {
  return (
    text
      .replaceAll("/etc/letsencrypt/live/example.com", dir)
      .replaceAll("/srv/agency/current", root)
      .replaceAll("/var/www/letsencrypt", path.join(dir, "acme"))
      .replaceAll("/var/log/nginx/agency-access.log", path.join(dir, "access.log"))
      // Whole ports only: a first port of 30028 must not be read as 3002 and an 8 by the second.
      .replace(/127\.0\.0\.1:3001\b/g, `127.0.0.1:${appPorts[0]}`)
      .replace(/127\.0\.0\.1:3002\b/g, `127.0.0.1:${appPorts[1]}`)
      .replace(/^\s*listen \[::\].*\n/gm, "")
      .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
  );
}

/** Writes the site and a main configuration around it into a new folder. */
export function writeNginxConfig(placeholders: Placeholders) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-nginx-"));
  // Worker processes run as an unprivileged user when nginx starts as root.
  chmodSync(dir, 0o755);
  for (const sub of ["acme", "temp"]) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  chmodSync(path.join(dir, "temp"), 0o777);
  const ca = makeCertificate(dir);
  writeFileSync(
    path.join(dir, "site.conf"),
    renderSite(readFileSync(site, "utf8"), dir, placeholders),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format upstreams '$request_method $request_uri $status via $upstream_addr $upstream_status';
  access_log ${path.join(dir, "access.log")} upstreams;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${path.join(dir, "site.conf")};
}
`,
  );
  return { dir, ca, file: path.join(dir, "nginx.conf") };
}

/** `nginx -t` on a written configuration: its exit status and what it printed. */
export function checkNginxConfig(file: string) {
  const run = spawnSync(findNginx(), ["-t", "-c", file, "-e", "stderr"], { encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

export type Nginx = {
  /** The https origin visitors use. */
  url: string;
  /** The certificate to trust for it. */
  ca: Buffer;
  /** nginx's error log, and the requests it retried or failed (for a failing test's message). */
  errors: () => string;
  /** nginx's access log (deploy/nginx/agency.conf's `agency` format). */
  accessLog: () => string;
  stop: () => Promise<void>;
};

/** Starts nginx in front of two app processes that will listen on `appPorts`. */
export async function startNginx(appPorts: [number, number], httpsPort?: number): Promise<Nginx> {
  const placeholders = {
    appPorts,
    httpPort: await freePort(),
    httpsPort: httpsPort ?? (await freePort()),
  };
  const { dir, ca, file } = writeNginxConfig(placeholders);
  const child: ChildProcess = spawn(
    findNginx(),
    ["-c", file, "-e", "stderr", "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const url = `https://127.0.0.1:${placeholders.httpsPort}`;
  // Up once the https port accepts connections.
  const deadline = Date.now() + 10_000;
  while (!(await accepts(placeholders.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    ca,
    errors: () => {
      const read = (name: string) => {
        const file = path.join(dir, name);
        return existsSync(file) ? readFileSync(file, "utf8") : "";
      };
      // Which process answered what, for requests that did not go straight through.
      const retried = read("access.log")
        .split("\n")
        .filter((line) => line.includes(",") || / (5\d\d) via/.test(line));
      return `${stderr}${read("error.log")}\nretried or failed:\n${retried.join("\n")}`;
    },
    accessLog: () => {
      const file = path.join(dir, "access.log");
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    },
    stop: async () => {
      await stopChild(child, "SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function accepts(port: number) {
  const { connect } = await import("node:net");
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
