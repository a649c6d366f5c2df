import type { AppProcess } from "../../tests/support/app-process.ts";
import { atLeast, atMost, below, type Figure } from "./figures.ts";
import { load, loadTool } from "./load.ts";
import { canMeasureWeight, measurePageWeights } from "./page-weight.ts";
import { type BenchTarget, pageTargets, staticTarget } from "./targets.ts";

// Every public page under load from this (second) process, each page's throughput as a ratio to
// a static asset served by the same server in the same run. Anonymous requests: the page cache
// serves them, as it serves real visitors.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(app: AppProcess, target: BenchTarget) {
  const pathname = typeof target.path === "string" ? target.path : await target.path(app.url);
  const result = await load(`${app.url}${pathname}`, { connections, seconds });
  // Load tools count every non-2xx answer; a page meant to answer 404 is not failing.
  const unexpected = (target.status ?? 200) < 300 ? result.non2xx : 0;
  return { name: target.name, pathname, ...result, errors: result.errors + unexpected };
}

export async function measureThroughput(app: AppProcess): Promise<Figure[]> {
  console.log(`Load: ${loadTool}, ${connections} connections, ${seconds} s per target\n`);
  const baseline = await measure(app, staticTarget);
  const rows = [baseline];
  for (const target of pageTargets) rows.push(await measure(app, target));
  console.table(
    rows.map((row) => ({
      target: row.name,
      path: row.pathname,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "× static": (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
      errors: row.errors,
    })),
  );
  await printPageWeights(app);

  const article = rows.find((row) => row.name.startsWith("news article"))!;
  return [
    atLeast({
      id: "article-vs-static",
      name: `article page req/s ÷ static asset req/s (${connections} connections)`,
      value: article.requestsPerSecond / baseline.requestsPerSecond,
      limit: 0.5,
      unit: "×",
      digits: 2,
    }),
    below({
      id: "article-p99",
      name: "article page p99",
      value: article.p99,
      limit: 50,
      unit: "ms",
      digits: 1,
    }),
    atMost({
      id: "load-errors",
      name: "errors while loading every page",
      value: rows.reduce((sum, row) => sum + row.errors, 0),
      limit: 0,
      unit: "",
    }),
  ];
}

async function printPageWeights(app: AppProcess) {
  const weighed = pageTargets.filter((target) => target.weight && typeof target.path === "string");
  if (!weighed.length || !canMeasureWeight()) return;
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
