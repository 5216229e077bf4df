/** The q-quantile of `values` (linear between the two nearest ranks); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const low = sorted[lo] ?? Number.NaN;
  return low + ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? low) - low) * (at - lo);
}
