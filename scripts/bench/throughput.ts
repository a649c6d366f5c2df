import type { AppProcess } from "../../tests/support/app-process.ts";
import { startBaselines } from "./baselines.ts";
import { atLeast, atMost, below, type Figure } from "./figures.ts";
import { type LoadOptions, type LoadResult, load, loadTool } from "./load.ts";
import { canMeasureWeight, measurePageWeights } from "./page-weight.ts";
import { type BenchTarget, pageTargets, staticTarget } from "./targets.ts";

// Every public page under load from this (second) process, beside the physical limits for the
// same bytes: the article page's HTML served from memory by a bare node:http server (Node's own
// limit) and from a file by nginx (the machine's), measured in the same run with the same tool
// and connections. Anonymous requests: the page cache serves them, as it serves real visitors.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export type Row = LoadResult & { name: string; pathname: string };

export async function measure(
  url: string,
  name: string,
  options: Partial<LoadOptions> & { status?: number } = {},
): Promise<Row> {
  const result = await load(url, { connections, seconds, ...options });
  // Load tools count every non-2xx answer; a page meant to answer 404 is not failing.
  const unexpected = (options.status ?? 200) < 300 ? result.non2xx : 0;
  return { name, pathname: new URL(url).pathname, ...result, errors: result.errors + unexpected };
}

async function measureTarget(app: AppProcess, target: BenchTarget) {
  const pathname = typeof target.path === "string" ? target.path : await target.path(app.url);
  return measure(`${app.url}${pathname}`, target.name, { status: target.status });
}

export function printRows(rows: Row[], baseline: Row) {
  console.table(
    rows.map((row) => ({
      target: row.name,
      path: row.pathname,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "× node": (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
      errors: row.errors,
    })),
  );
}

/** The page figures; `article` is the article page's path, measured further by other parts. */
export async function measureThroughput(app: AppProcess, article: string) {
  console.log(`Load: ${loadTool}, ${connections} connections, ${seconds} s per target\n`);
  const bytes = Buffer.from(await (await fetch(`${app.url}${article}`)).arrayBuffer());
  const baselines = await startBaselines(bytes);
  let node: Row;
  let nginx: Row | undefined;
  const rows: Row[] = [];
  try {
    node = await measure(baselines.node.url, "bare node:http, the article's bytes (baseline)");
    if (baselines.nginx) {
      nginx = await measure(baselines.nginx.url, "nginx, the article's bytes (machine's limit)");
    }
  } finally {
    await baselines.stop();
  }
  rows.push(node, ...(nginx ? [nginx] : []));
  const staticAsset = await measureTarget(app, staticTarget);
  rows.push(staticAsset);
  for (const target of pageTargets) rows.push(await measureTarget(app, target));
  printRows(rows, node);
  await printPageWeights(app);

  const cached = rows.find((row) => row.pathname === article)!;
  const figures: Figure[] = [
    atLeast({
      id: "article-vs-node",
      name: `article page (page cache) req/s ÷ bare node:http with its bytes (${connections} connections)`,
      value: cached.requestsPerSecond / node.requestsPerSecond,
      limit: 0.5,
      unit: "×",
      digits: 2,
    }),
    {
      id: "nginx-vs-node",
      name: "nginx with the same bytes ÷ bare node:http (the machine's limit, reported)",
      value: nginx ? nginx.requestsPerSecond / node.requestsPerSecond : Number.NaN,
      unit: "×",
      target: "reported",
      pass: true,
      digits: 2,
    },
    // Kept so the history stays comparable; the CSS file compressed per request is no yardstick.
    atLeast({
      id: "article-vs-static",
      name: "article page req/s ÷ static CSS file req/s (the old baseline, kept for the history)",
      value: cached.requestsPerSecond / staticAsset.requestsPerSecond,
      limit: 0.5,
      unit: "×",
      digits: 2,
    }),
    below({
      id: "article-p99",
      name: "article page p99",
      value: cached.p99,
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
  return { figures, node, cached };
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
