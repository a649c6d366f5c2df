import { existsSync, readFileSync } from "node:fs";
import { atLeast, atMost, type Figure } from "./figures.ts";

// The Lighthouse targets, read from the summary `npm run lighthouse` writes (medians of its runs
// per page); each figure is the worst page's median. Mobile preset (simulated slow 4G): a
// performance score of 100 with FCP ≤ 1.2 s and LCP ≤ 1.5 s on every public page.

const SUMMARY = "reports/lighthouse/summary.json";
type Row = Record<string, string | number>;

export function lighthouseFigures(): Figure[] {
  if (!existsSync(SUMMARY)) {
    return [
      {
        id: "lighthouse",
        name: "Lighthouse (no summary: run npm run lighthouse)",
        value: Number.NaN,
        unit: "",
        target: "measured",
        pass: false,
      },
    ];
  }
  const summary = JSON.parse(readFileSync(SUMMARY, "utf8")) as {
    date: string;
    runs: number;
    pages: Row[];
  };
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
        id: `lighthouse-${category}`,
        name: `Lighthouse mobile ${category}, lowest page (${page}; ${when})`,
        value,
        limit,
        unit: "",
      });
    }),
    atMost({
      id: "lighthouse-fcp",
      name: `First Contentful Paint, highest page (${fcp.page})`,
      value: fcp.value,
      limit: 1200,
      unit: "ms",
    }),
    atMost({
      id: "lighthouse-lcp",
      name: `Largest Contentful Paint, highest page (${lcp.page})`,
      value: lcp.value,
      limit: 1500,
      unit: "ms",
    }),
    {
      id: "lighthouse-tbt",
      name: `Total Blocking Time, highest page (${tbt.page})`,
      value: tbt.value,
      unit: "ms",
      target: "reported",
      pass: true,
    },
    atMost({
      id: "lighthouse-cls",
      name: `CLS, highest page (${cls.page})`,
      value: cls.value,
      limit: 0.02,
      unit: "",
      digits: 3,
    }),
  ];
}
