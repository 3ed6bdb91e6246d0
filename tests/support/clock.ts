/** @module Time for tests that compare their own timestamps with the fake image host's. */

/** Epoch milliseconds with sub-millisecond precision, the clock of the fake host's records. */
export const now = (): number => performance.timeOrigin + performance.now()

/** Resolves once `condition` holds, or after `timeoutMs` either way. */
export async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = now() + timeoutMs
  while (!condition() && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2))
}
