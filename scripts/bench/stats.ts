// The bench's two summaries of a set of measurements.

/** The value below which p percent of the (ascending) samples fall. */
export function percentile(sorted: ArrayLike<number>, p: number) {
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] ?? Number.NaN;
}

/** The middle sample, or the mean of the two middle ones. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
