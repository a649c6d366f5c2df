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
];

export function machineDescription(loadTool: string) {
  const cores = cpus();
  const load = loadavg()[0]!.toFixed(1);
  return `${cores.length}× ${cores[0]?.model.trim() ?? "CPU"}, Node ${process.versions.node}, ${loadTool}, load ${load} at start`;
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
    const header = `| date | machine | ${columns.map(([, title]) => title).join(" | ")} | passed |`;
    const rule = `|${" --- |".repeat(columns.length + 3)}`;
    text = `${text.trimEnd()}\n\n${HEADING}\n\nAppended by \`npm run bench\` (✗ marks a figure that missed its target).\n\n${header}\n${rule}\n`;
  }
  writeFileSync(FILE, `${text.trimEnd()}\n${row}\n`);
  console.log(`History: a row was added to ${FILE}.`);
}
