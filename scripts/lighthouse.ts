// npm run lighthouse: Lighthouse (mobile preset) against the local production build on a seeded
// embedded database, three runs per page, median scores in a table. JSON reports are kept in
// reports/lighthouse/. Scores swing on a busy 2-core machine: compare medians, not single runs.
// `--pages=home,article-Bengali` runs only those pages (named as their report files are); such a
// partial run leaves summary.json, which the bench reads, as it was.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../tests/support/app-process.ts";
import { median } from "./bench/stats.ts";

const LIGHTHOUSE = "lighthouse@13.5";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reports = path.resolve("reports/lighthouse");

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

const reportName = (page: Page) => page.name.replace(/\W+/g, "-").replace(/-$/, "");
const only = process.argv
  .find((arg) => arg.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",");
const chosen = only ? pages.filter((page) => only.includes(reportName(page))) : pages;
if (only && chosen.length !== only.length) {
  throw new Error(`--pages names one of: ${pages.map(reportName).join(", ")}`);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build", "--silent"]);
const dataDir = mkdtempSync(path.join(tmpdir(), "agency-lighthouse-"));
run(process.execPath, ["scripts/seed.ts"], { DATA_DIR: dataDir });
const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
mkdirSync(reports, { recursive: true });

const rows: Record<string, string | number>[] = [];
try {
  for (const page of chosen) {
    const pathname = typeof page.path === "string" ? page.path : await page.path(app.url);
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
          `${app.url}${pathname}`,
          "--output=json",
          `--output-path=${output}`,
          `--only-categories=${categories.join(",")}`,
          "--quiet",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
        ],
        { CHROME_PATH: chrome },
      );
      if (result.status !== 0)
        throw new Error(`lighthouse failed on ${pathname}:\n${result.stderr}`);
      const report = JSON.parse(readFileSync(output, "utf8"));
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
      path.join(reports, "summary.json"),
      JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages: rows }, null, 2),
    );
  console.log(
    "Targets: performance 100, accessibility 100, best practices 100, SEO 100, FCP ≤ 1200 ms, LCP ≤ 1500 ms, CLS ≤ 0.02.",
  );
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
