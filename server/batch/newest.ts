/**
 * `GET /api/lists/newest?url=<channel or playlist link>` — a channel's or playlist's newest
 * videos with their titles (core/newest-videos.ts), read as a batch reads its lists: through
 * the expander (expand.ts), each request to YouTube taken from the client's allowance of list
 * reads (BATCH_LIMITS.listReads, shared with `POST /api/batch`). Answers are kept
 * (list-cache.ts) and one list is read once however many ask for it at a time. docs/api.md
 * documents the route; schemas.ts checks its query and openapi.ts describes it.
 */
import { Hono } from 'hono'
import { thumbnailPreviewPath } from '#core/filename.ts'
import { NEWEST_PICTURE, type NewestVideos } from '#core/newest-videos.ts'
import type { Result } from '#core/result.ts'
import type { ClientKey } from '../http/client-key.ts'
import { REQUEST_DEADLINE_MS } from '../http/deadline.ts'
import { HttpError } from '../http/http-error.ts'
import { parseRequest } from '../http/parse-request.ts'
import type { RateLimiter } from '../http/admission/rate-limit.ts'
import type { Expander, ExpandTarget } from './expand.ts'
import { NEWEST_LIMITS } from './limits.ts'
import { listKey, type ListCache } from './list-cache.ts'
import { NEWEST_LINK_WORDS, NewestQuery } from './schemas.ts'

/** Browsers and shared caches may keep an answer as long as the server does. */
export const NEWEST_CACHE_CONTROL = `public, max-age=${NEWEST_LIMITS.cacheMs / 1000}`

export type NewestFailure =
  | { code: 'not_found' | 'needs_api_key' | 'upstream_error' | 'timeout' }
  | { code: 'rate_limited'; retryAfterSeconds: number }

export type NewestResult = Result<NewestVideos, NewestFailure>

export type NewestReader = {
  /** The list's newest videos, read for `client` (whose allowance pays for the reads). */
  read(target: ExpandTarget, client: string): Promise<NewestResult>
}

export type NewestReaderDeps = {
  expander: Expander
  /** Per client: each request to YouTube takes one (BATCH_LIMITS.listReads). */
  listReads: RateLimiter
  cache: ListCache
  /** One read (two requests at most: a channel's uploads, then its page) ends by then. */
  deadlineMs?: number
}

/** What a target names, as the answer says it. */
function describe(target: ExpandTarget): Pick<NewestVideos, 'kind' | 'id'> {
  switch (target.kind) {
    case 'playlist':
      return { kind: 'playlist', id: target.playlistId }
    case 'channel':
      return { kind: 'channel', id: target.channelId }
    case 'handle':
      return { kind: 'channel', id: target.handle }
  }
}

/**
 * The reading service: the cache first, then one read per list at a time. A list is kept for
 * NEWEST_LIMITS.cacheMs, a missing one for `missingCacheMs`; a failure that may mend (YouTube
 * failing or slow, the allowance spent) and an answer cut short are not kept.
 * @example await createNewestReader({ expander, listReads, cache }).read(target, '203.0.113.7')
 */
export function createNewestReader({
  expander,
  listReads,
  cache,
  deadlineMs = REQUEST_DEADLINE_MS,
}: NewestReaderDeps): NewestReader {
  const reading = new Map<string, Promise<NewestResult>>()

  async function readFresh(target: ExpandTarget, key: string, client: string) {
    // The wait the allowance names when it refuses, for the 429's Retry-After.
    let retryAfterSeconds = 1
    const expansion = await expander.expand(target, NEWEST_LIMITS.videos, {
      signal: AbortSignal.timeout(deadlineMs),
      allowance: async () => {
        const taken = await listReads.take(client)
        if (!taken.allowed) retryAfterSeconds = taken.retryAfterSeconds
        return taken.allowed
      },
    })
    if (!expansion.ok) {
      if (expansion.code === 'not_found') await cache.set(key, null, NEWEST_LIMITS.missingCacheMs)
      return expansion.code === 'rate_limited'
        ? ({ ok: false, code: 'rate_limited', retryAfterSeconds } as const)
        : ({ ok: false, code: expansion.code } as const)
    }
    const list: NewestVideos = {
      ...describe(target),
      title: expansion.title ?? null,
      channel: expansion.channel ?? null,
      // Shown from this site's own previews, never from the image host.
      videos: expansion.videos.map((video) => ({
        ...video,
        previewUrl: thumbnailPreviewPath(video.videoId, NEWEST_PICTURE),
      })),
      complete: expansion.complete,
      source: expansion.via,
    }
    if (!expansion.cut) await cache.set(key, list, NEWEST_LIMITS.cacheMs)
    return { ok: true, value: list } as const
  }

  return {
    async read(target, client) {
      const key = listKey(describe(target))
      const kept = await cache.get(key)
      if (kept === null) return { ok: false, code: 'not_found' }
      if (kept) return { ok: true, value: kept }
      const running = reading.get(key)
      if (running) {
        const shared = await running
        // Another client's spent allowance is not this one's: it reads on its own.
        if (shared.ok || shared.code !== 'rate_limited') return shared
      }
      const started = readFresh(target, key, client).finally(() => {
        if (reading.get(key) === started) reading.delete(key)
      })
      reading.set(key, started)
      return started
    },
  }
}

/**
 * The one place a failed read becomes an HTTP error, worded for what the link named.
 * @example newestError({ code: 'not_found' }, { kind: 'playlist', playlistId: 'PLx' }).status // 404
 */
export function newestError(failure: NewestFailure, target: ExpandTarget): HttpError {
  const what = target.kind === 'playlist' ? 'playlist' : 'channel'
  switch (failure.code) {
    case 'not_found':
      return new HttpError('not_found', {
        message: `No ${what} was found at this link: it may be mistyped, private or deleted.`,
      })
    case 'needs_api_key':
      // The link is one this server cannot read (a 400, like any link it cannot use); the
      // sentence says which link of the channel it can.
      return new HttpError('invalid_url', { message: NEWEST_LINK_WORDS.handle })
    case 'upstream_error':
      return new HttpError('upstream_error', {
        message: `YouTube did not answer properly when asked for this ${what}’s videos. Please try again.`,
      })
    case 'timeout':
      return new HttpError('upstream_timeout', {
        message: `YouTube took too long to list this ${what}’s videos. Please try again.`,
      })
    case 'rate_limited': {
      const seconds = failure.retryAfterSeconds
      return new HttpError('rate_limited', {
        message: `You have asked for many channels and playlists in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        headers: { 'Retry-After': String(seconds) },
      })
    }
  }
}

export type NewestRouteDeps = {
  reader: NewestReader
  /** Requests per client: the lookups' bucket (THUMBNAIL_LIMITS.lookup), as server/app.ts passes it. */
  limiter: RateLimiter
  clientKey: ClientKey
}

export function newestRoutes({ reader, limiter, clientKey }: NewestRouteDeps) {
  const routes = new Hono()
  routes.get('/newest', async (c) => {
    // A link that names no list is refused before it costs the client anything.
    const { url: target } = parseRequest(
      NewestQuery,
      { url: c.req.query('url') ?? '' },
      (_key, message) => new HttpError('invalid_url', { message }),
    )
    const client = clientKey(c)
    const limit = await limiter.take(client)
    if (!limit.allowed) {
      throw new HttpError('rate_limited', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      })
    }
    const result = await reader.read(target, client)
    if (!result.ok) throw newestError(result, target)
    return c.json(result.value, 200, { 'Cache-Control': NEWEST_CACHE_CONTROL })
  })
  routes.all('/newest', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'GET, HEAD' } })
  })
  return routes
}
