/**
 * The browser's side of `GET /api/thumbnails`: one video id in, a LookupOutcome
 * out (a failure named by its row of core/lookup-notices.ts), through the app's API client
 * (app/lib/api-client.ts), which retries once what a retry can mend (app/lib/retry.ts); results
 * stay in memory for 5 minutes after their last use, so repeating a lookup is
 * instant; concurrent lookups of one id share a request. A lookup given an
 * AbortSignal rejects with its AbortError once aborted (Cancel), and is not retried.
 */
import type { Lookup } from '#core/lookup.ts'
import { lookupProblem } from '#core/lookup-notices.ts'
import { api, type ApiClient, type ApiFailure } from '#app/lib/api-client.ts'
import type { LookupFailure, LookupOutcome } from './downloader-state.ts'

export const LOOKUP_CACHE_MS = 5 * 60_000

export type LookupClient = {
  lookup(videoId: string, signal?: AbortSignal): Promise<LookupOutcome>
}

export function createLookupClient({
  client = api,
  now = () => Date.now(),
}: { client?: ApiClient; now?: () => number } = {}): LookupClient {
  const cache = new Map<string, { lookup: Lookup; usedAt: number }>()
  const inflight = new Map<string, Promise<LookupOutcome>>()

  async function request(videoId: string, signal?: AbortSignal): Promise<LookupOutcome> {
    const url = `/api/thumbnails?url=${encodeURIComponent(videoId)}`
    const result = await client.json<Lookup>(url, { signal, retry: true })
    if (!result.ok) return fail(failureFor(result.error))
    const lookup = result.data
    if (!Array.isArray(lookup?.thumbnails)) return fail('fetch_failed')
    cache.set(videoId, { lookup, usedAt: now() })
    return { ok: true, lookup }
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

/** The API's code as what the downloader says of it; a 200 that is not a lookup is fetch_failed. */
function failureFor({ code }: ApiFailure): LookupFailure {
  return code === 'invalid_url' ? code : lookupProblem(code)
}

function fail(failure: LookupFailure): LookupOutcome {
  return { ok: false, failure }
}
