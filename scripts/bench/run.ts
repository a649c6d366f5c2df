// npm run bench: the production build on seeded databases, load from this (second) process on
// loopback, and every figure of the performance and security issues beside its target.
// Flags: --no-build (use the existing build), --no-history (do not append to
// docs/performance.md), --no-lighthouse (read the last `npm run lighthouse` summaries instead of
// running it, straight from the server and, where nginx is installed, behind it).
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS and BENCH_SOAK_SECONDS change the load;
// BENCH_REFERENCE=<a built checkout> measures the signed-in render on it too (signed-in.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../../tests/support/app-process.ts";
import { nginxInstalled } from "../../tests/support/nginx.ts";
import { budgets, measureFloor, measureRoutes } from "../bundle-budget.ts";
import { BENCH_ADMIN, signUpBenchAdmin } from "./bench-server.ts";
import { measureCacheHolds } from "./cache-figures.ts";
import { enquiryWriteCheck } from "./enquiry-writes.ts";
import { atLeast, atMost, type Figure, printFigures } from "./figures.ts";
import { appendHistory, benchTable, firstPaintTable, machineDescription } from "./history.ts";
import { lighthouseFigures } from "./lighthouse-figures.ts";
import { loadTool } from "./load.ts";
import { measureNewsScale } from "./news-scale.ts";
import { measureNewsletterSend } from "./newsletter-send.ts";
import { measureSignedIn } from "./signed-in.ts";
import { runSoak } from "./soak.ts";
import { measureStartup } from "./startup.ts";
import { firstArticle } from "./targets.ts";
import { measureThroughput } from "./throughput.ts";

const args = new Set(process.argv.slice(2));
const machine = machineDescription(loadTool);

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
}

function bundleFigures(): Figure[] {
  const publicRoutes = measureRoutes().filter((route) => !route.admin);
  const floor = measureFloor();
  const js = Math.max(...publicRoutes.map((route) => route.jsKb));
  const css = Math.max(...publicRoutes.map((route) => route.cssKb));
  return [
    {
      id: "js-floor",
      name: "JS floor: an empty React Router route in this build (gzip)",
      value: floor,
      unit: "kB",
      target: "reported",
      pass: true,
      digits: 1,
    },
    {
      id: "js-max",
      name: "first-load JS, heaviest public page (gzip)",
      value: js,
      unit: "kB",
      target: "reported",
      pass: true,
      digits: 1,
    },
    atMost({
      id: "js-over-floor",
      name: "first-load JS above the floor, heaviest public page (gzip)",
      value: js - floor,
      limit: budgets.jsOverFloorKb,
      unit: "kB",
      digits: 1,
    }),
    atMost({
      id: "css-max",
      name: "CSS, heaviest public page (gzip)",
      value: css,
      limit: budgets.cssKb,
      unit: "kB",
      digits: 1,
    }),
  ];
}

if (!args.has("--no-build")) run("npm", ["run", "build", "--silent"]);
if (!args.has("--no-lighthouse")) {
  run(process.execPath, ["scripts/lighthouse.ts", "--no-build"]);
  // The same pages behind the deployment recipe's nginx (ADR 0134); left out, as the nginx
  // baseline is, on a machine without nginx.
  // And the floor under both: the same pages with no script, from disk by nginx (ADR 0143).
  if (nginxInstalled()) {
    run(process.execPath, ["scripts/lighthouse.ts", "--no-build", "--via=nginx"]);
    run(process.execPath, ["scripts/lighthouse.ts", "--no-build", "--via=static"]);
  } else {
    console.warn("nginx is not installed: Lighthouse behind nginx is not measured.");
  }
}
const figures: Figure[] = bundleFigures();

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-"));
try {
  run(process.execPath, ["scripts/seed.ts"], { DATA_DIR: dataDir });
  const app = await startAppProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAILS: BENCH_ADMIN,
  });
  try {
    const article = await firstArticle(app.url);
    const pages = await measureThroughput(app, article);
    figures.push(...pages.figures);
    const admin = await signUpBenchAdmin(app.url, dataDir);
    figures.push(...(await measureCacheHolds(app.url, article, pages.cached, admin)));
    figures.push(...(await measureSignedIn(app, article, pages.node)));
  } finally {
    await app.stop();
  }
  // The seeded database now exists and is migrated, as on any restart.
  const startup = await measureStartup(dataDir);
  figures.push(
    atMost({
      id: "startup",
      name: "start-up to healthz 200, existing embedded database (median of 5)",
      value: startup,
      limit: 2000,
      unit: "ms",
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const writeFaults = await enquiryWriteCheck();
figures.push(
  atMost({
    id: "writes-exactly-once",
    name: "200 concurrent enquiries: faults (not acknowledged or not stored exactly once)",
    value: writeFaults,
    limit: 0,
    unit: "",
  }),
);

console.log("\nSoak: mixed reads and enquiry/booking writes...");
const soak = await runSoak();
console.table([soak]);
figures.push(
  {
    id: "soak-rps",
    name: `soak throughput (${soak.connections} connections, ${soak.seconds} s)`,
    value: soak.requestsPerSecond,
    unit: "req/s",
    target: "reported",
    pass: true,
  },
  {
    id: "soak-p99",
    name: "soak p99",
    value: soak.p99,
    unit: "ms",
    target: "reported",
    pass: true,
    digits: 1,
  },
  atMost({
    id: "soak-errors",
    name: `soak errors (besides ${soak.rateLimited} intended 429s)`,
    value: soak.errors,
    limit: 0,
    unit: "",
  }),
  atLeast({
    id: "soak-exactly-once",
    name: "soak: every acknowledged write stored exactly once (1 = yes)",
    value: soak.storedExactlyOnce ? 1 : 0,
    limit: 1,
    unit: "",
  }),
);

figures.push(...(await measureNewsScale()));
figures.push(...(await measureNewsletterSend()));
figures.push(...lighthouseFigures());

const passed = printFigures(figures);
if (!args.has("--no-history")) {
  appendHistory(figures, machine, benchTable);
  appendHistory(figures, machine, firstPaintTable);
}
if (!passed) process.exitCode = 1;
