import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { type Figure, formatValue } from "./figures.ts";

// Appends one row per `npm run bench` to each of the history tables in docs/performance.md: the
// date, the machine, the table's headline figures and how many of all the figures passed. Rows
// are only ever added, so each table shows the trend across commits; compare ratios, since
// absolute numbers depend on the machine. Throughput and first paint have a table each, so either
// can gain a column without breaking the other's rows.

const FILE = "docs/performance.md";

export type HistoryTable = { heading: string; columns: Array<[id: string, title: string]> };

export const benchTable: HistoryTable = {
  heading: "## Bench history",
  columns: [
    ["article-vs-static", "article ÷ static"],
    ["article-p99", "article p99"],
    ["miss-article", "miss render (article)"],
    ["scale-worst", "100k ÷ 1k latency (worst)"],
    ["startup", "start-up"],
    ["soak-rps", "soak req/s"],
    ["soak-p99", "soak p99"],
    ["soak-errors", "soak errors"],
    ["js-max", "JS max"],
    // Issue 15: the baselines became a bare node:http server and nginx with the article's bytes.
    ["article-vs-node", "article ÷ node"],
    ["nginx-vs-node", "nginx ÷ node"],
    ["random-query-vs-cached", "random query ÷ cached"],
    ["signed-in-vs-main", "signed-in ÷ main"],
    ["publish-p99", "p99 while publishing"],
  ],
};

export const firstPaintTable: HistoryTable = {
  heading: "## First-paint history",
  columns: [
    ["js-floor", "JS floor"],
    ["js-over-floor", "JS over floor (max)"],
    ["css-max", "CSS max"],
    ["lighthouse-performance", "Lighthouse perf (lowest)"],
    ["lighthouse-fcp", "FCP (highest)"],
    ["lighthouse-lcp", "LCP (highest)"],
    ["lighthouse-tbt", "TBT (highest)"],
    ["lighthouse-cls", "CLS (highest)"],
    // ADR 0134: the same figures behind the deployment recipe's nginx (HTTPS, HTTP/2), after the
    // direct ones so earlier rows keep their columns ("–" where nginx was not measured).
    ["lighthouse-nginx-performance", "nginx: Lighthouse perf (lowest)"],
    ["lighthouse-nginx-fcp", "nginx: FCP (highest)"],
    ["lighthouse-nginx-lcp", "nginx: LCP (highest)"],
    ["lighthouse-nginx-tbt", "nginx: TBT (highest)"],
    ["lighthouse-nginx-cls", "nginx: CLS (highest)"],
    // ADR 0143: the no-script baseline measured in the same run, and the worst page's distance
    // from it.
    ["lighthouse-static-performance", "baseline perf (lowest)"],
    ["lighthouse-points-below-baseline", "perf points below baseline (max)"],
    ["lighthouse-fcp-over-baseline", "FCP over baseline (max)"],
  ],
};

export function machineDescription(loadTool: string) {
  const cores = cpus();
  const load = loadavg()[0]!.toFixed(1);
  return `${cores.length}× ${cores[0]?.model.trim() ?? "CPU"}, Node ${process.versions.node}, ${loadTool}, load ${load} at start`;
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * The history table with today's columns: a column added since a row was written shows "–" in
 * that row, so every row keeps its values under the same titles.
 */
function tableWithColumns(table: HistoryTable, lines: string[]) {
  const titles = ["date", "machine", ...table.columns.map(([, title]) => title), "passed"];
  const [header, , ...rows] = lines;
  const old = header ? splitRow(header) : titles;
  const reordered = rows.map((line) => {
    const cells = splitRow(line);
    return `| ${titles.map((title) => cells[old.indexOf(title)] ?? "–").join(" | ")} |`;
  });
  return [`| ${titles.join(" | ")} |`, `|${" --- |".repeat(titles.length)}`, ...reordered];
}

export function appendHistory(figures: Figure[], machine: string, table: HistoryTable) {
  const byId = new Map(figures.map((figure) => [figure.id, figure]));
  const passed = figures.filter((figure) => figure.pass).length;
  const cells = table.columns.map(([id]) => {
    const figure = byId.get(id);
    return figure ? `${formatValue(figure)}${figure.pass ? "" : " ✗"}` : "–";
  });
  const row = `| ${new Date().toISOString().slice(0, 10)} | ${machine} | ${cells.join(" | ")} | ${passed}/${figures.length} |`;
  let text = readFileSync(FILE, "utf8");
  if (!text.includes(`${table.heading}\n`)) {
    text = `${text.trimEnd()}\n\n${table.heading}\n\nAppended by \`npm run bench\` (✗ marks a figure that missed its target).\n`;
  }
  // The table ends its section, which need not be the last in the file: the section's lines from
  // the table's first on are rewritten, and what follows the section is kept.
  const start = text.indexOf(`${table.heading}\n`);
  const next = text.indexOf("\n## ", start + table.heading.length);
  const end = next === -1 ? text.length : next;
  const lines = text.slice(start + table.heading.length, end).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const intro = (first < 0 ? lines : lines.slice(0, first)).join("\n").trimEnd();
  const rows = tableWithColumns(
    table,
    first < 0 ? [] : lines.slice(first).filter((line) => line.startsWith("|")),
  );
  const section = `${table.heading}${intro}\n\n${[...rows, row].join("\n")}\n`;
  writeFileSync(FILE, `${text.slice(0, start)}${section}${text.slice(end)}`);
  console.log(`History: a row was added to "${table.heading.slice(3)}" in ${FILE}.`);
}
