// npm run bench: production build, seeded embedded database, load from this (second) process,
// each page's throughput reported as a ratio to a static asset measured in the same run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../../tests/support/app-process.ts";
import { load, loadTool } from "./load.ts";
import { canMeasureWeight, measurePageWeights } from "./page-weight.ts";
import { type BenchTarget, pageTargets, staticTarget, writeChecks } from "./targets.ts";

const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
}

if (!args.has("--no-build")) run("npm", ["run", "build", "--silent"]);
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-"));
run(process.execPath, ["scripts/seed.ts"], { DATA_DIR: dataDir });
const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });

async function measure(target: BenchTarget) {
  const pathname = typeof target.path === "string" ? target.path : await target.path(app.url);
  const result = await load(`${app.url}${pathname}`, { connections, seconds });
  // Load tools count every non-2xx answer; a page meant to answer 404 is not failing.
  const unexpected = (target.status ?? 200) < 300 ? result.non2xx : 0;
  return { name: target.name, pathname, ...result, errors: result.errors + unexpected };
}

try {
  console.log(`Load: ${loadTool}, ${connections} connections, ${seconds} s per target\n`);
  const baseline = await measure(staticTarget);
  const rows = [baseline];
  for (const target of pageTargets) rows.push(await measure(target));
  const table = rows.map((row) => ({
    target: row.name,
    path: row.pathname,
    "req/s": Math.round(row.requestsPerSecond),
    "p50 ms": row.p50,
    "p99 ms": row.p99,
    "× static": (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    errors: row.errors,
  }));
  console.table(table);

  const weighed = pageTargets.filter((target) => target.weight && typeof target.path === "string");
  if (weighed.length && canMeasureWeight()) {
    const weights = await measurePageWeights(
      app.url,
      weighed.map((target) => target.path as string),
    );
    console.log("\nPage weight before any interaction (Chromium, 1440×900, until network idle):");
    console.table(
      weighed.map((target) => {
        const weight = weights.get(target.path as string)!;
        return {
          target: target.name,
          requests: weight.requests,
          "KiB transferred": (weight.bytes / 1024).toFixed(1),
          "third-party requests (bytes not counted)": weight.thirdPartyRequests,
        };
      }),
    );
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const check of writeChecks) await check.run();
