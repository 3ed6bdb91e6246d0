/**
 * Retrying a request that failed for a passing reason: 3 retries, the delay
 * doubling from 1 s, capped at 30 s (TanStack Query's defaults). Only
 * network errors and 5xx answers are retried; any other answer is final.
 */

export const RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const

/** A failure worth another try: the request never got an answer, or got a 5xx. */
export class TransientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'TransientError'
  }
}

/**
 * The wait before retry number `attempt + 1`.
 * @example [0, 1, 2, 5].map(retryDelay) // [1000, 2000, 4000, 30000]
 */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY.baseDelayMs * 2 ** attempt, RETRY.maxDelayMs)
}

export type Sleep = (ms: number) => Promise<void>

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `fetch`, retried on network errors and 5xx answers. Resolves with the first
 * answer below 500; rejects with a TransientError once the retries are spent,
 * or with the abort reason as soon as `init.signal` is aborted.
 * @example const response = await fetchWithRetry(fetch, '/api/thumbnails?url=dQw4w9WgXcQ')
 */
export async function fetchWithRetry(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit = {},
  { retries = RETRY.retries, wait = sleep }: { retries?: number; wait?: Sleep } = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    // A request its caller aborted is over: no retry, the abort reason (an AbortError) is thrown.
    init.signal?.throwIfAborted()
    const failure = await fetchOnce(fetchFn, url, init)
    if (failure instanceof Response) return failure
    init.signal?.throwIfAborted()
    if (attempt >= retries) throw failure
    await wait(retryDelay(attempt))
  }
}

async function fetchOnce(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<Response | TransientError> {
  let response: Response
  try {
    response = await fetchFn(url, init)
  } catch (error) {
    // fetch rejects only when no answer arrived (offline, reset, DNS): worth a retry.
    return new TransientError('no answer', { cause: error })
  }
  if (response.status < 500) return response
  await response.body?.cancel()
  return new TransientError(`HTTP ${response.status}`)
}
