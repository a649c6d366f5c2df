import { existsSync, readFileSync } from "node:fs";
import { summaryFile, type Via } from "../lighthouse-options.ts";
import { atLeast, atMost, type Figure } from "./figures.ts";
import { baselineFigures } from "./lighthouse-baseline.ts";

// The Lighthouse targets, read from the summaries `npm run lighthouse` writes (medians of its runs
// per page); each figure is the worst page's median. Mobile preset (simulated slow 4G): a
// performance score of 100 with FCP ≤ 1.2 s and LCP ≤ 1.5 s on every public page, straight from
// the server and, when `npm run lighthouse -- --via=nginx` has written its summary, behind the
// deployment recipe's nginx (HTTPS, HTTP/2) against the same targets (ADR 0134).

type Row = Record<string, string | number>;
export type LighthouseSummary = { date: string; runs: number; via?: Via; pages: Row[] };

/** A summary file, or undefined when there is none or it is not one (a run cut short). */
export function readSummary(file: string): LighthouseSummary | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const summary = JSON.parse(readFileSync(file, "utf8")) as Partial<LighthouseSummary>;
    const valid =
      typeof summary.date === "string" &&
      typeof summary.runs === "number" &&
      Array.isArray(summary.pages) &&
      summary.pages.length > 0;
    return valid ? (summary as LighthouseSummary) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A summary's figures. The direct run's ids are those the history has always used; the nginx
 * run's carry `-nginx` after `lighthouse`, so each lands in a column of its own.
 */
export function summaryFigures(summary: LighthouseSummary, via: Via): Figure[] {
  const id = via === "direct" ? "lighthouse" : `lighthouse-${via}`;
  const where = via === "direct" ? "" : " behind nginx (HTTPS, HTTP/2)";
  const worst = (key: string, pick: (a: number, b: number) => number) => {
    const values = summary.pages.map((row) => Number(row[key]));
    const value = values.reduce((a, b) => pick(a, b));
    const page = summary.pages[values.indexOf(value)]?.page;
    return { value, page };
  };
  const when = `${summary.pages.length} pages, median of ${summary.runs}, ${summary.date.slice(0, 16).replace("T", " ")}`;
  const scores = [
    ["performance", 100],
    ["accessibility", 100],
    ["best-practices", 100],
    ["seo", 100],
  ] as const;
  const cls = worst("CLS", Math.max);
  const fcp = worst("FCP ms", Math.max);
  const lcp = worst("LCP ms", Math.max);
  const tbt = worst("TBT ms", Math.max);
  return [
    ...scores.map(([category, limit]) => {
      const { value, page } = worst(category, Math.min);
      return atLeast({
        id: `${id}-${category}`,
        name: `Lighthouse mobile ${category}${where}, lowest page (${page}; ${when})`,
        value,
        limit,
        unit: "",
      });
    }),
    atMost({
      id: `${id}-fcp`,
      name: `First Contentful Paint${where}, highest page (${fcp.page})`,
      value: fcp.value,
      limit: 1200,
      unit: "ms",
    }),
    atMost({
      id: `${id}-lcp`,
      name: `Largest Contentful Paint${where}, highest page (${lcp.page})`,
      value: lcp.value,
      limit: 1500,
      unit: "ms",
    }),
    {
      id: `${id}-tbt`,
      name: `Total Blocking Time${where}, highest page (${tbt.page})`,
      value: tbt.value,
      unit: "ms",
      target: "reported",
      pass: true,
    },
    atMost({
      id: `${id}-cls`,
      name: `CLS${where}, highest page (${cls.page})`,
      value: cls.value,
      limit: 0.02,
      unit: "",
      digits: 3,
    }),
  ];
}

const allFiles: Record<Via, string> = {
  direct: summaryFile("direct"),
  nginx: summaryFile("nginx"),
  static: summaryFile("static"),
};

/**
 * The direct run's figures (one failing line when it has no summary, as it is the issue's
 * yardstick), then nginx's and the no-script baseline's when their summaries exist: a machine
 * without nginx measures only the direct run (the bench leaves its nginx baseline out there too).
 */
export function lighthouseFigures(files: Partial<Record<Via, string>> = allFiles): Figure[] {
  const direct = files.direct ? readSummary(files.direct) : undefined;
  const nginx = files.nginx ? readSummary(files.nginx) : undefined;
  const baseline = files.static ? readSummary(files.static) : undefined;
  return [
    ...(direct
      ? summaryFigures(direct, "direct")
      : [
          {
            id: "lighthouse",
            name: "Lighthouse (no summary: run npm run lighthouse)",
            value: Number.NaN,
            unit: "",
            target: "measured",
            pass: false,
          },
        ]),
    ...(nginx ? summaryFigures(nginx, "nginx") : []),
    ...(direct && baseline ? baselineFigures(direct, baseline) : []),
  ];
}
