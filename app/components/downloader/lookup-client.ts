/**
 * The browser's side of `GET /api/thumbnails`: one video id in, a LookupOutcome
 * out. Network errors and 5xx answers are retried (app/lib/retry.ts); results
 * stay in memory for 5 minutes after their last use, so repeating a lookup is
 * instant; concurrent lookups of one id share a request. A lookup given an
 * AbortSignal rejects with its AbortError once aborted (Cancel), and is not retried.
 */
import type { Lookup } from '#core/lookup.ts'
import { fetchWithRetry, sleep, TransientError, type Sleep } from '#app/lib/retry.ts'
import type { LookupFailure, LookupOutcome } from './downloader-state.ts'

export const LOOKUP_CACHE_MS = 5 * 60_000

export type LookupClient = {
  lookup(videoId: string, signal?: AbortSignal): Promise<LookupOutcome>
}

export function createLookupClient({
  fetchFn = (...args) => fetch(...args),
  wait = sleep,
  now = () => Date.now(),
}: { fetchFn?: typeof fetch; wait?: Sleep; now?: () => number } = {}): LookupClient {
  const cache = new Map<string, { lookup: Lookup; usedAt: number }>()
  const inflight = new Map<string, Promise<LookupOutcome>>()

  async function request(videoId: string, signal?: AbortSignal): Promise<LookupOutcome> {
    try {
      const url = `/api/thumbnails?url=${encodeURIComponent(videoId)}`
      const response = await fetchWithRetry(fetchFn, url, { signal }, { wait })
      if (!response.ok) return fail(failureFor(response.status))
      const lookup = (await response.json()) as Lookup
      if (!Array.isArray(lookup?.thumbnails)) return fail('fetch_failed')
      cache.set(videoId, { lookup, usedAt: now() })
      return { ok: true, lookup }
    } catch (error) {
      // Retries spent, or a 200 whose body is not JSON: the generic failure toast.
      if (error instanceof TransientError || error instanceof SyntaxError)
        return fail('fetch_failed')
      throw error
    }
  }

  return {
    lookup(videoId, signal) {
      const hit = cache.get(videoId)
      if (hit && now() - hit.usedAt < LOOKUP_CACHE_MS) {
        hit.usedAt = now()
        return Promise.resolve({ ok: true, lookup: hit.lookup })
      }
      cache.delete(videoId)
      const running = inflight.get(videoId)
      if (running) return running
      const started = request(videoId, signal).finally(() => inflight.delete(videoId))
      inflight.set(videoId, started)
      return started
    },
  }
}

function failureFor(status: number): LookupFailure {
  if (status === 400) return 'invalid_url'
  if (status === 404) return 'no_thumbnails'
  return 'fetch_failed'
}

function fail(failure: LookupFailure): LookupOutcome {
  return { ok: false, failure }
}
