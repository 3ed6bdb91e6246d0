/** Timing helpers shared by the benchmarks (their statistics: tests/support/stats.ts). */
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
