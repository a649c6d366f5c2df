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
  ],
};

export function machineDescription(loadTool: string) {
  const cores = cpus();
  const load = loadavg()[0]!.toFixed(1);
  return `${cores.length}× ${cores[0]?.model.trim() ?? "CPU"}, Node ${process.versions.node}, ${loadTool}, load ${load} at start`;
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
  const header = `| date | machine | ${table.columns.map(([, title]) => title).join(" | ")} | passed |`;
  const rule = `|${" --- |".repeat(table.columns.length + 3)}`;
  const start = text.indexOf(`${table.heading}\n`);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${table.heading}\n\nAppended by \`npm run bench\` (✗ marks a figure that missed its target).\n\n${header}\n${rule}\n${row}\n`;
  } else {
    // The row goes at the end of this table, which need not be the last in the file.
    const next = text.indexOf("\n## ", start + table.heading.length);
    const end = next === -1 ? text.length : next;
    const section = text.slice(start, end).trimEnd();
    text = `${text.slice(0, start)}${section}\n${row}\n${next === -1 ? "" : `${text.slice(end)}`}`;
  }
  writeFileSync(FILE, text);
  console.log(`History: a row was added to "${table.heading.slice(3)}" in ${FILE}.`);
}
