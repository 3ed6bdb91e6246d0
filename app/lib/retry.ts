/**
 * The app's one retry policy, for requests (api-client.ts) and pictures (picture-retry.ts): a
 * failure a retry can mend (no answer, or a 5xx) is asked again up to `RETRY.retries` times,
 * the delay doubling from 1 s, capped at 30 s (TanStack Query's defaults). Any other answer is
 * final.
 */

export const RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const

/**
 * The wait before retry number `attempt + 1`.
 * @example [0, 1, 2, 5].map(retryDelay) // [1000, 2000, 4000, 30000]
 */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY.baseDelayMs * 2 ** attempt, RETRY.maxDelayMs)
}

export type Sleep = (ms: number) => Promise<void>

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
