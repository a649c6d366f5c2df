import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { siteName } from "../app/lib/site-name.ts";
import { freePort } from "../tests/support/free-port.ts";
import { databaseUrl, startPostgresCluster } from "../tests/support/postgres-cluster.ts";

// The release check of the container image (npm run test:container; too slow for every CI run):
// builds it, runs it against a real PostgreSQL server started on this machine, and checks that it
// answers /healthz and a page, runs as a user other than root, and stays within its size budget.
// Uses podman, or docker when podman is absent. On a machine that reaches no image registry,
// ../shared/tools/container-base.sh (when present) first builds a stand-in node:24-bookworm-slim.

const IMAGE = "agency-site:release-check";
const BASE = "node:24-bookworm-slim";
/**
 * What this project adds to the base image (dependencies, build, sources). The whole image's
 * budget is 450 MB on the official base; the stand-in base built on machines without a registry
 * (debootstrap's minbase, full npm) is itself about 360 MB, so the total is reported and the
 * project's own share is what is held to a budget here.
 */
const OWN_BUDGET_MB = 200;
const engine = spawnSync("podman", ["--version"]).status === 0 ? "podman" : "docker";
const run = (...args: string[]) => execFileSync(engine, args, { encoding: "utf8" }).trim();

function ensureBaseImage() {
  if (spawnSync(engine, ["image", "exists", BASE]).status === 0) return;
  const standIn = path.resolve("../shared/tools/container-base.sh");
  if (engine === "podman" && existsSync(standIn)) {
    execFileSync("bash", [standIn], { stdio: "inherit" });
  }
}

async function waitForHealth(url: string, seconds: number) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/healthz did not answer 200 within ${seconds} s`);
}

const checks: string[] = [];
const check = (ok: boolean, what: string) => {
  checks.push(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) process.exitCode = 1;
};

ensureBaseImage();
// podman's default (OCI) image format has no HEALTHCHECK and drops it; Docker's keeps it.
const format = engine === "podman" ? ["--format=docker"] : [];
execFileSync(engine, ["build", ...format, "-t", IMAGE, "."], { stdio: "inherit" });
const healthcheck = engine === "podman" ? "{{json .HealthCheck}}" : "{{json .Config.Healthcheck}}";
check(
  run("image", "inspect", IMAGE, "--format", healthcheck).includes("/healthz"),
  "the image keeps its HEALTHCHECK on /healthz",
);
const sizeOf = (image: string) =>
  Number(run("image", "inspect", image, "--format", "{{.Size}}")) / 1e6;
const total = sizeOf(IMAGE);
const own = total - sizeOf(BASE);
check(
  own <= OWN_BUDGET_MB,
  `the project adds ${own.toFixed(0)} MB to the base (budget ${OWN_BUDGET_MB} MB); the image is ${total.toFixed(0)} MB`,
);

const cluster = await startPostgresCluster();
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query("drop database if exists agency_container");
await admin.query("create database agency_container");
await admin.end();
const port = await freePort();
const container = run(
  "run",
  "-d",
  "--network=host",
  "-e",
  `PORT=${port}`,
  "-e",
  `DATABASE_URL=${databaseUrl(cluster.url, "agency_container")}`,
  "-e",
  `AUTH_SECRET=${"container-release-check-".repeat(3)}`,
  IMAGE,
);
try {
  const url = `http://localhost:${port}`;
  await waitForHealth(url, 90);
  check(true, "/healthz answers 200");
  const home = await fetch(`${url}/`);
  const html = await home.text();
  check(home.status === 200 && html.includes(siteName), `GET / answers 200 with "${siteName}"`);
  const uid = run("exec", container, "id", "-u");
  check(uid !== "0", `the server runs as uid ${uid}, not root`);
  const node = run("exec", container, "sh", "-c", "command -v node && node --version");
  check(node.startsWith("/usr/local/bin/node"), `Node from the image: ${node.replace("\n", " ")}`);
} finally {
  if (process.exitCode) console.error(run("logs", container));
  spawnSync(engine, ["rm", "-f", container]);
  cluster.stop();
}
console.log(checks.join("\n"));
