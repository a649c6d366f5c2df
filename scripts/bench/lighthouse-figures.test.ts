import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baselineFigures } from "./lighthouse-baseline.ts";
import {
  type LighthouseSummary,
  lighthouseFigures,
  readSummary,
  summaryFigures,
} from "./lighthouse-figures.ts";

const row = (page: string, figures: Partial<Record<string, number | string>> = {}) => ({
  page,
  path: "/",
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  "FCP ms": 900,
  "LCP ms": 1200,
  CLS: "0.000",
  "TBT ms": 40,
  ...figures,
});

const summary = (pages: ReturnType<typeof row>[], via?: "direct" | "nginx"): LighthouseSummary => ({
  date: "2026-11-24T10:30:00.000Z",
  runs: 3,
  ...(via ? { via } : {}),
  pages,
});

const byId = (figures: ReturnType<typeof summaryFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.id, figure]));

describe("a Lighthouse summary's figures", () => {
  const pages = [
    row("home", { performance: 97, "LCP ms": 1620, "TBT ms": 210 }),
    row("search", { "FCP ms": 1250, CLS: "0.030" }),
  ];

  it("takes the worst page's median for each figure, against the issue's targets", () => {
    const figures = byId(summaryFigures(summary(pages), "direct"));
    expect(figures["lighthouse-performance"]).toMatchObject({ value: 97, pass: false });
    expect(figures["lighthouse-performance"]!.name).toContain("(home; 2 pages, median of 3,");
    expect(figures["lighthouse-seo"]).toMatchObject({ value: 100, pass: true });
    expect(figures["lighthouse-fcp"]).toMatchObject({
      value: 1250,
      pass: false,
      target: "≤ 1200 ms",
    });
    expect(figures["lighthouse-fcp"]!.name).toContain("(search)");
    expect(figures["lighthouse-lcp"]).toMatchObject({ value: 1620, pass: false });
    expect(figures["lighthouse-cls"]).toMatchObject({ value: 0.03, pass: false });
    expect(figures["lighthouse-tbt"]).toMatchObject({ value: 210, target: "reported", pass: true });
  });

  it("gives the nginx run the same figures and targets under ids of their own", () => {
    const direct = summaryFigures(summary(pages), "direct");
    const nginx = summaryFigures(summary(pages, "nginx"), "nginx");
    expect(nginx.map((figure) => figure.id)).toEqual(
      direct.map((figure) => figure.id.replace(/^lighthouse/, "lighthouse-nginx")),
    );
    expect(nginx.map((figure) => [figure.value, figure.target, figure.pass])).toEqual(
      direct.map((figure) => [figure.value, figure.target, figure.pass]),
    );
    for (const figure of nginx) expect(figure.name).toContain("behind nginx");
  });
});

describe("reading the summaries", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-lighthouse-figures-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, text);
    return at;
  };
  const missing = path.join(dir, "missing.json");

  it("reads a summary, and nothing from a missing, cut-short or empty one", () => {
    const good = file("good.json", JSON.stringify(summary([row("home")])));
    expect(readSummary(good)?.pages).toHaveLength(1);
    expect(readSummary(missing)).toBeUndefined();
    expect(readSummary(file("cut.json", '{"date": "2026-11-24", "runs": 3, "pa'))).toBeUndefined();
    expect(readSummary(file("empty.json", JSON.stringify(summary([]))))).toBeUndefined();
  });

  it("reports nginx's figures beside the direct ones only when nginx's summary exists", () => {
    const direct = file("direct.json", JSON.stringify(summary([row("home")])));
    const nginx = file("nginx.json", JSON.stringify(summary([row("home")], "nginx")));
    const both = lighthouseFigures({ direct, nginx });
    expect(both).toHaveLength(16);
    expect(both.slice(0, 8).every((figure) => !figure.id.includes("nginx"))).toBe(true);
    expect(both.slice(8).every((figure) => figure.id.startsWith("lighthouse-nginx-"))).toBe(true);
    expect(lighthouseFigures({ direct, nginx: missing })).toHaveLength(8);
  });

  it("still fails the direct yardstick when it has no summary", () => {
    const nginx = file("nginx-only.json", JSON.stringify(summary([row("home")], "nginx")));
    const figures = lighthouseFigures({ direct: missing, nginx });
    expect(figures[0]).toMatchObject({ id: "lighthouse", pass: false });
    expect(figures.slice(1)).toHaveLength(8);
  });
});

describe("the no-script baseline beside our pages", () => {
  const ours = summary([
    row("home", { performance: 88, "FCP ms": 1300, "LCP ms": 1500 }),
    row("videos", { performance: 95, "FCP ms": 900, "LCP ms": 1900 }),
    row("search", { performance: 60 }),
  ]);
  const floor = summary([
    row("home", { performance: 97, "FCP ms": 1000, "LCP ms": 1200, "TBT ms": 250 }),
    row("videos", { performance: 96, "FCP ms": 800, "LCP ms": 1000 }),
  ]);

  it("reports the baseline's worst page and each figure's largest distance from it", () => {
    const figures = byId(baselineFigures(ours, floor));
    expect(figures["lighthouse-static-performance"]).toMatchObject({ value: 96, pass: true });
    expect(figures["lighthouse-static-performance"]!.name).toContain("(videos)");
    expect(figures["lighthouse-static-tbt"]).toMatchObject({ value: 250, target: "reported" });
    // Home is 9 points below its baseline; search has none, so it is not compared.
    expect(figures["lighthouse-points-below-baseline"]).toMatchObject({ value: 9 });
    expect(figures["lighthouse-points-below-baseline"]!.name).toContain("(home)");
    expect(figures["lighthouse-fcp-over-baseline"]).toMatchObject({ value: 300 });
    expect(figures["lighthouse-lcp-over-baseline"]).toMatchObject({ value: 900 });
    expect(figures["lighthouse-lcp-over-baseline"]!.name).toContain("(videos)");
  });

  it("is reported only when both the direct run and the baseline have a summary", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "agency-lighthouse-baseline-"));
    const direct = path.join(dir, "direct.json");
    const baseline = path.join(dir, "static.json");
    writeFileSync(direct, JSON.stringify(ours));
    writeFileSync(baseline, JSON.stringify(floor));
    const ids = (figures: ReturnType<typeof lighthouseFigures>) => figures.map((f) => f.id);
    expect(ids(lighthouseFigures({ direct, static: baseline }))).toContain(
      "lighthouse-points-below-baseline",
    );
    expect(ids(lighthouseFigures({ direct }))).not.toContain("lighthouse-static-performance");
    rmSync(dir, { recursive: true, force: true });
  });
});
