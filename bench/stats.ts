/** Small helpers shared by the benchmarks: medians and timing. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function timeEach<T>(
  runs: number,
  task: (i: number) => Promise<T>,
): Promise<{ ms: number[]; last: T }> {
  const ms: number[] = []
  let last!: T
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    last = await task(i)
    ms.push(performance.now() - started)
  }
  return { ms, last }
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`
