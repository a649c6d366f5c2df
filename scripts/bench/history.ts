import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { type Figure, formatValue } from "./figures.ts";

// Appends one row per `npm run bench` to docs/performance.md ("Bench history"): the date, the
// machine, the headline figures and how many passed. Rows are only ever added, so the table shows
// the trend across commits; compare ratios, since absolute numbers depend on the machine.

const FILE = "docs/performance.md";
const HEADING = "## Bench history";
const columns: Array<[id: string, title: string]> = [
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
];

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
function tableWithColumns(lines: string[]) {
  const titles = ["date", "machine", ...columns.map(([, title]) => title), "passed"];
  const [header, , ...rows] = lines;
  const old = header ? splitRow(header) : titles;
  const reordered = rows.map((line) => {
    const cells = splitRow(line);
    return `| ${titles.map((title) => cells[old.indexOf(title)] ?? "–").join(" | ")} |`;
  });
  return [`| ${titles.join(" | ")} |`, `|${" --- |".repeat(titles.length)}`, ...reordered];
}

export function appendHistory(figures: Figure[], machine: string) {
  const byId = new Map(figures.map((figure) => [figure.id, figure]));
  const passed = figures.filter((figure) => figure.pass).length;
  const cells = columns.map(([id]) => {
    const figure = byId.get(id);
    return figure ? `${formatValue(figure)}${figure.pass ? "" : " ✗"}` : "–";
  });
  const row = `| ${new Date().toISOString().slice(0, 10)} | ${machine} | ${cells.join(" | ")} | ${passed}/${figures.length} |`;
  let text = readFileSync(FILE, "utf8");
  if (!text.includes(HEADING)) {
    text = `${text.trimEnd()}\n\n${HEADING}\n\nAppended by \`npm run bench\` (✗ marks a figure that missed its target).\n`;
  }
  // The table is the end of the file: everything from its first line on is rewritten.
  const [before, after = ""] = text.split(HEADING);
  const lines = after.split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const intro = (start < 0 ? lines : lines.slice(0, start)).join("\n").trimEnd();
  const table = tableWithColumns(
    start < 0 ? [] : lines.slice(start).filter((l) => l.startsWith("|")),
  );
  const rebuilt = `${before}${HEADING}${intro}\n\n${[...table, row].join("\n")}\n`;
  writeFileSync(FILE, rebuilt);
  console.log(`History: a row was added to ${FILE}.`);
}
