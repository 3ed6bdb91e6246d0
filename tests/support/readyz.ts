/** @module Asking /readyz across a change, given that it keeps its verdict a while. */
import { READINESS_CACHE_MS } from '#server/http/readiness.ts'

/**
 * The status `ask` gives once it is `expected`, asked again every 100 ms, for up to a few of
 * /readyz's cache periods (server/http/readiness.ts); else the last one, for the assertion to show.
 * @example expect(await settledStatus(() => readyz(base), 'ready')).toBe('ready')
 */
export async function settledStatus(ask: () => Promise<string>, expected: string): Promise<string> {
  const deadline = performance.now() + 3 * READINESS_CACHE_MS + 2_000
  let status = await ask()
  while (status !== expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    status = await ask()
  }
  return status
}
