// npm run lighthouse: Lighthouse (mobile preset) against the local production build on a seeded
// embedded database, three runs per page, median scores in a table. JSON reports are kept in
// reports/lighthouse/. Scores swing on a busy 2-core machine: compare medians, not single runs.
// `--pages=home,article-Bengali` runs only those pages (named as their report files are); such a
// partial run leaves summary.json, which the bench reads, as it was.
// `--via=nginx` measures the same pages as visitors of the deployment recipe reach them: HTTPS and
// HTTP/2 through deploy/nginx/agency.conf (tests/support/nginx.ts fills in its ports and paths and
// a throwaway certificate) in front of two app processes, each on its own copy of the seeded
// embedded database. Its reports and summary go to reports/lighthouse/nginx/ (ADR 0134).
// `--via=static` measures the floor under those figures: the same pages without any script,
// every file from disk by nginx (scripts/lighthouse-static.ts, ADR 0143).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../tests/support/app-process.ts";
import { chromiumPath } from "../tests/support/chromium.ts";
import { freePort } from "../tests/support/free-port.ts";
import { type Nginx, startNginx } from "../tests/support/nginx.ts";
import { median } from "./bench/stats.ts";
import {
  chromeFlags,
  describeVia,
  parseLighthouseArgs,
  reportsFolder,
  spkiHash,
  summaryFile,
} from "./lighthouse-options.ts";
import { staticSite } from "./lighthouse-static.ts";

const LIGHTHOUSE = "lighthouse@13.5";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const options = parseLighthouseArgs(process.argv.slice(2));
const reports = path.resolve(reportsFolder(options.via));

type Page = { name: string; path: string | ((baseUrl: string) => Promise<string>) };

type Listed = { slug: string; title: string };
const bengali = /[\u0980-\u09FF]/;

/** The newest article written in Bengali, or in English: a Bengali page also loads its font. */
function article(inBengali: boolean) {
  return async (baseUrl: string) => {
    // Retried once: a kept-alive connection may close just as it is reused.
    const list = () => fetch(`${baseUrl}/api/allNews`).then((r) => r.json());
    const articles = (await list().catch(list)) as Listed[];
    const found = articles.find((a) => bengali.test(a.title) === inBengali);
    if (!found) throw new Error(`no published ${inBengali ? "Bengali" : "English"} article`);
    // Its readable address (ADR 0105): the id would answer with a redirect first.
    return `/news/${found.slug}`;
  };
}

const pages: Page[] = [
  { name: "home", path: "/" },
  { name: "contact", path: "/contact" },
  { name: "service", path: "/web-development" },
  { name: "category", path: "/global-news" },
  { name: "latest news", path: "/news" },
  { name: "article (English)", path: article(false) },
  { name: "article (Bengali)", path: article(true) },
  { name: "videos", path: "/videos" },
  { name: "search", path: "/news/search?q=community" },
];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(command, args, { encoding: "utf8", env: { ...process.env, ...env } });
}

function runWithRetry(command: string, args: string[], env: Record<string, string>) {
  let result = run(command, args, env);
  for (let attempt = 2; attempt <= 3 && result.status !== 0; attempt += 1) {
    console.warn(`lighthouse run failed, trying again (${attempt}/3)`);
    result = run(command, args, env);
  }
  return result;
}

type NetworkRequest = { url: string; statusCode: number };
function failedRequests(report: {
  audits: Record<string, { details?: { items?: NetworkRequest[] } }>;
}) {
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  return requests
    .filter((request) => request.statusCode >= 400)
    .map((request) => `${request.statusCode} ${request.url}`);
}

const reportName = (page: Page) => page.name.replace(/\W+/g, "-").replace(/-$/, "");
const only = options.pages;
const chosen = only ? pages.filter((page) => only.includes(reportName(page))) : pages;
if (only && chosen.length !== only.length) {
  throw new Error(`--pages names one of: ${pages.map(reportName).join(", ")}`);
}

/** Where Lighthouse loads the pages, and what else this run started and must stop. */
type Site = {
  /** The origin Lighthouse loads. */
  url: string;
  /** An app process's own origin, to look up articles without going through TLS. */
  appUrl: string;
  /** Chromium's flags: with nginx, trusting its throwaway certificate and nothing else. */
  flags: string;
  stop: () => Promise<void>;
  /** Readies a page before it is loaded (the static baseline copies it then). */
  prepare?: (pathname: string) => Promise<void>;
};

async function direct(dataDir: string): Promise<Site> {
  const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  return {
    url: app.url,
    appUrl: app.url,
    flags: chromeFlags(),
    stop: async () => void (await app.stop()),
  };
}

/**
 * The deployment recipe's shape: nginx with deploy/nginx/agency.conf (the same file, only its
 * ports, paths and certificate filled in) in front of two processes of the production build,
 * configured as docs/deployment.md's environment file says (SITE_URL the public https origin,
 * nginx trusted as the proxy on loopback). The recipe's processes share one PostgreSQL; an
 * embedded database is one process's alone, so each gets a copy of the seeded folder.
 */
async function behindNginx(dataDir: string): Promise<Site> {
  const copy = `${dataDir}-second`;
  cpSync(dataDir, copy, { recursive: true });
  const ports: [number, number] = [await freePort(), await freePort()];
  const httpsPort = await freePort();
  const started: AppProcess[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(started.map((app) => app.stop()));
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    // Started together, as systemd starts agency@3001 and agency@3002; both settled before going
    // on, so a failed start never leaves the other process running.
    const starts = await Promise.allSettled(
      [dataDir, copy].map((dir, index) =>
        startAppProcess({
          DATA_DIR: dir,
          PORT: String(ports[index]),
          SITE_URL: `https://127.0.0.1:${httpsPort}`,
          TRUST_PROXY: "loopback",
          LOG_LEVEL: "silent",
        }),
      ),
    );
    for (const start of starts) if (start.status === "fulfilled") started.push(start.value);
    const failed = starts.find((start) => start.status === "rejected");
    if (failed) throw failed.reason;
    nginx = await startNginx(ports, httpsPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nginx.url,
    appUrl: started[0]!.url,
    flags: chromeFlags(spkiHash(nginx.ca)),
    stop,
  };
}

if (options.build) run("npm", ["run", "build", "--silent"]);
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-lighthouse-"));
run(process.execPath, ["scripts/seed.ts"], { DATA_DIR: dataDir });
const starts = {
  direct,
  nginx: behindNginx,
  static: async (dir: string): Promise<Site> => ({
    ...(await staticSite(dir)),
    flags: chromeFlags(),
  }),
};
const site = await starts[options.via](dataDir).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
mkdirSync(reports, { recursive: true });
console.log(`Lighthouse ${describeVia(options.via)}: ${site.url}`);

const rows: Record<string, string | number>[] = [];
try {
  for (const page of chosen) {
    const pathname = typeof page.path === "string" ? page.path : await page.path(site.appUrl);
    await site.prepare?.(pathname);
    const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
    const metrics: Record<"fcp" | "lcp" | "cls" | "tbt", number[]> = {
      fcp: [],
      lcp: [],
      cls: [],
      tbt: [],
    };
    for (let index = 1; index <= RUNS; index += 1) {
      const output = path.join(reports, `${reportName(page)}-${index}.json`);
      // Chromium's trace now and then misses the navigation (NO_NAVSTART): that run is repeated.
      const result = runWithRetry(
        "npx",
        [
          "--yes",
          LIGHTHOUSE,
          `${site.url}${pathname}`,
          "--output=json",
          `--output-path=${output}`,
          `--only-categories=${categories.join(",")}`,
          "--quiet",
          site.flags,
        ],
        { CHROME_PATH: chromiumPath },
      );
      if (result.status !== 0)
        throw new Error(`lighthouse failed on ${pathname}:\n${result.stderr}`);
      const report = JSON.parse(readFileSync(output, "utf8"));
      // A figure measured on a page that failed to load a part would flatter it.
      const failed = failedRequests(report);
      if (failed.length > 0) throw new Error(`${pathname} failed to load:\n${failed.join("\n")}`);
      for (const category of categories)
        scores[category]!.push(Math.round(report.categories[category].score * 100));
      metrics.fcp.push(report.audits["first-contentful-paint"].numericValue);
      metrics.lcp.push(report.audits["largest-contentful-paint"].numericValue);
      metrics.cls.push(report.audits["cumulative-layout-shift"].numericValue);
      metrics.tbt.push(report.audits["total-blocking-time"].numericValue);
    }
    rows.push({
      page: page.name,
      path: pathname,
      ...Object.fromEntries(categories.map((c) => [c, median(scores[c]!)])),
      "FCP ms": Math.round(median(metrics.fcp)),
      "LCP ms": Math.round(median(metrics.lcp)),
      CLS: median(metrics.cls).toFixed(3),
      "TBT ms": Math.round(median(metrics.tbt)),
    });
  }
  console.table(rows);
  // Read by `npm run bench`, which prints these medians beside their targets.
  if (!only)
    writeFileSync(
      summaryFile(options.via),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runs: RUNS,
          via: options.via,
          how: describeVia(options.via),
          pages: rows,
        },
        null,
        2,
      ),
    );
  console.log(
    "Targets: performance 100, accessibility 100, best practices 100, SEO 100, FCP ≤ 1200 ms, LCP ≤ 1500 ms, CLS ≤ 0.02.",
  );
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
