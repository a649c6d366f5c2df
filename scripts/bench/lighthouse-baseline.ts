import type { Figure } from "./figures.ts";
import type { LighthouseSummary } from "./lighthouse-figures.ts";

// The floor under the Lighthouse figures (ADR 0143): the same pages with no script at all, every
// file from disk by nginx (`npm run lighthouse -- --via=static`), measured in the same bench run.
// A page without scripts cannot be beaten by the page with them, so what it scores is what the
// issue's absolute targets can mean on this machine, and how far each page is from it is the part
// that is ours. Reported, not judged: the targets stay the issue's.

type Row = LighthouseSummary["pages"][number];

const reported = (figure: Omit<Figure, "target" | "pass">): Figure => ({
  ...figure,
  target: "reported",
  pass: true,
});

/** The page (by name) where `pick` of the row is largest, and that value. */
function largest(rows: Row[], pick: (row: Row) => number) {
  let best = { value: Number.NEGATIVE_INFINITY, page: "" };
  for (const row of rows) {
    const value = pick(row);
    if (value > best.value) best = { value, page: String(row.page) };
  }
  return best;
}

export function baselineFigures(ours: LighthouseSummary, baseline: LighthouseSummary): Figure[] {
  const floor = new Map(baseline.pages.map((row) => [row.page, row]));
  // Only pages measured both ways are compared.
  const both = ours.pages.filter((row) => floor.has(row.page));
  const of = (row: Row, key: string) => Number(floor.get(row.page)![key]);
  const lowest = largest(baseline.pages, (row) => -Number(row.performance));
  const slowest = (key: string) => largest(baseline.pages, (row) => Number(row[key]));
  const fcp = slowest("FCP ms");
  const lcp = slowest("LCP ms");
  const tbt = slowest("TBT ms");
  const points = largest(both, (row) => of(row, "performance") - Number(row.performance));
  const fcpGap = largest(both, (row) => Number(row["FCP ms"]) - of(row, "FCP ms"));
  const lcpGap = largest(both, (row) => Number(row["LCP ms"]) - of(row, "LCP ms"));
  const where = "the same pages with no script, from disk by nginx";
  return [
    reported({
      id: "lighthouse-static-performance",
      name: `Baseline (${where}): Lighthouse performance, lowest page (${lowest.page})`,
      value: -lowest.value,
      unit: "",
    }),
    reported({
      id: "lighthouse-static-fcp",
      name: `Baseline: FCP, highest page (${fcp.page})`,
      value: fcp.value,
      unit: "ms",
    }),
    reported({
      id: "lighthouse-static-lcp",
      name: `Baseline: LCP, highest page (${lcp.page})`,
      value: lcp.value,
      unit: "ms",
    }),
    reported({
      id: "lighthouse-static-tbt",
      name: `Baseline: TBT with no script, highest page (${tbt.page})`,
      value: tbt.value,
      unit: "ms",
    }),
    reported({
      id: "lighthouse-points-below-baseline",
      name: `Performance points below the baseline, worst page (${points.page})`,
      value: points.value,
      unit: "",
    }),
    reported({
      id: "lighthouse-fcp-over-baseline",
      name: `FCP over the baseline, worst page (${fcpGap.page})`,
      value: fcpGap.value,
      unit: "ms",
    }),
    reported({
      id: "lighthouse-lcp-over-baseline",
      name: `LCP over the baseline, worst page (${lcpGap.page})`,
      value: lcpGap.value,
      unit: "ms",
    }),
  ];
}
