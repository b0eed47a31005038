export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Ratio of two series measured in alternating slices: the median of the per-slice ratios, with its range. */
export function sliceRatio(numerator: number[], denominator: number[]): { median: number; low: number; high: number } {
  const ratios = numerator.map((value, index) => value / (denominator[index] ?? Number.NaN)).filter(Number.isFinite);
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}
