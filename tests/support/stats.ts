/**
 * @module The statistics the tests and benchmarks quote. An empty list gives NaN, so that a
 * bound asserted on it fails instead of passing on a made-up 0.
 */

/**
 * Nearest-rank percentile, `p` from 0 to 100.
 * @example percentile([5, 1, 3, 2, 4], 50) // 3
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

/**
 * The middle value, or the mean of the two middle values.
 * @example median([4, 1, 3, 2]) // 2.5
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2
}
