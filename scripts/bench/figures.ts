// Each figure `npm run bench` reports, beside its target from the performance and security
// issues, with pass or fail. The run exits non-zero when any figure fails.

export type Figure = {
  /** Stable key, used by the history table. */
  id: string;
  name: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
  digits?: number;
};

type Spec = Omit<Figure, "target" | "pass"> & { limit: number };

const show = (value: number, unit: string, digits = 0) =>
  `${Number.isFinite(value) ? value.toFixed(digits) : "n/a"}${unit ? ` ${unit}` : ""}`;

export function atLeast({ limit, ...figure }: Spec): Figure {
  const target = `≥ ${show(limit, figure.unit, figure.digits)}`;
  return { ...figure, target, pass: figure.value >= limit };
}

export function atMost({ limit, ...figure }: Spec): Figure {
  const target = `≤ ${show(limit, figure.unit, figure.digits)}`;
  return { ...figure, target, pass: figure.value <= limit };
}

export function below({ limit, ...figure }: Spec): Figure {
  const target = `< ${show(limit, figure.unit, figure.digits)}`;
  return { ...figure, target, pass: figure.value < limit };
}

export function formatValue(figure: Figure) {
  return show(figure.value, figure.unit, figure.digits);
}

export function printFigures(figures: Figure[]) {
  console.log("\nFigures against their targets");
  console.table(
    figures.map((figure) => ({
      figure: figure.name,
      value: formatValue(figure),
      target: figure.target,
      result: figure.pass ? "pass" : "FAIL",
    })),
  );
  const failed = figures.filter((figure) => !figure.pass);
  console.log(
    failed.length
      ? `${failed.length} of ${figures.length} figures FAIL: ${failed.map((f) => f.name).join("; ")}`
      : `All ${figures.length} figures pass.`,
  );
  return failed.length === 0;
}
