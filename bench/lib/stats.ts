/** Small statistics for benchmark samples. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * Nearest-rank percentile (p in 0..100): the smallest sample with at least p % of the samples
 * at or below it. No interpolation, so the result is always a measured value.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0..100 (got ${p})`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
