import { describe, expect, test } from 'vitest'
import type { ListCache } from './list-cache.ts'
import type { Expander, Expansion, ExpandTarget } from './expand.ts'
import { NEWEST_LIMITS } from './limits.ts'
import { createNewestReader, newestError } from './newest.ts'
import { NEWEST_LINK_WORDS } from './schemas.ts'

const CHANNEL: ExpandTarget = { kind: 'channel', channelId: 'UCabcdefghijklmnopqrstuv' }
const VIDEOS = [{ videoId: 'dQw4w9WgXcQ', title: 'First' }]

/** A cache that records what it is told to keep, and for how long. */
function recordingCache() {
  const kept = new Map<string, { value: unknown; ttlMs: number }>()
  const cache: ListCache = {
    get: (key) => Promise.resolve(kept.get(key)?.value as never),
    set: (key, value, ttlMs) => Promise.resolve(void kept.set(key, { value, ttlMs })),
  }
  return { cache, kept }
}

/** An expander that answers `answers` in turn, each read spending one of the client's reads. */
function scriptedExpander(...answers: Expansion[]) {
  const asked: ExpandTarget[] = []
  const expander: Expander = {
    async expand(target, _max, context) {
      asked.push(target)
      if (context?.allowance && !(await context.allowance())) {
        return { ok: false, code: 'rate_limited' }
      }
      return answers.shift() ?? { ok: false, code: 'upstream_error' }
    },
  }
  return { expander, asked }
}

/** The list reads of two clients: `spent` has none left (its next is in 7 s), `fresh` has. */
const listReads = {
  take: (client: string) =>
    client === 'spent'
      ? { allowed: false as const, retryAfterSeconds: 7 }
      : { allowed: true as const },
}

describe('createNewestReader', () => {
  test('a read is kept for cacheMs, with the names and the source of the expansion', async () => {
    const { cache, kept } = recordingCache()
    const { expander, asked } = scriptedExpander({
      ok: true,
      videos: VIDEOS,
      complete: false,
      via: 'feed',
      title: 'A channel',
      channel: 'A channel',
    })
    const reader = createNewestReader({ expander, listReads, cache })
    const first = await reader.read(CHANNEL, 'fresh')
    expect(first).toEqual({
      ok: true,
      value: {
        kind: 'channel',
        id: 'UCabcdefghijklmnopqrstuv',
        title: 'A channel',
        channel: 'A channel',
        videos: [
          { ...VIDEOS[0], previewUrl: '/api/thumbnails/dQw4w9WgXcQ/preview/mqdefault.webp' },
        ],
        complete: false,
        source: 'feed',
      },
    })
    expect(await reader.read(CHANNEL, 'spent')).toEqual(first)
    expect(asked).toHaveLength(1)
    expect([...kept.values()].map((entry) => entry.ttlMs)).toEqual([NEWEST_LIMITS.cacheMs])
  })

  test('a missing list is kept for missingCacheMs; a failing or cut one is not kept', async () => {
    const { cache, kept } = recordingCache()
    const { expander } = scriptedExpander(
      { ok: false, code: 'not_found' },
      { ok: false, code: 'upstream_error' },
      { ok: true, videos: VIDEOS, complete: false, via: 'api', cut: 'timeout' },
    )
    const reader = createNewestReader({ expander, listReads, cache })
    expect(await reader.read(CHANNEL, 'fresh')).toEqual({ ok: false, code: 'not_found' })
    expect([...kept.values()]).toEqual([{ value: null, ttlMs: NEWEST_LIMITS.missingCacheMs }])
    kept.clear()
    const playlist: ExpandTarget = { kind: 'playlist', playlistId: 'PLx' }
    expect(await reader.read(playlist, 'fresh')).toEqual({ ok: false, code: 'upstream_error' })
    expect(await reader.read(playlist, 'fresh')).toMatchObject({ ok: true })
    expect(kept.size).toBe(0)
  })

  test("a spent allowance is a 429 with its wait; it is not another client's", async () => {
    const { cache } = recordingCache()
    const { expander, asked } = scriptedExpander({
      ok: true,
      videos: VIDEOS,
      complete: true,
      via: 'feed',
    })
    const reader = createNewestReader({ expander, listReads, cache })
    const [spent, fresh] = await Promise.all([
      reader.read(CHANNEL, 'spent'),
      reader.read(CHANNEL, 'fresh'),
    ])
    expect(spent).toEqual({ ok: false, code: 'rate_limited', retryAfterSeconds: 7 })
    expect(fresh).toMatchObject({ ok: true })
    expect(asked).toHaveLength(2)
  })
})

describe('newestError', () => {
  test('words each failure for what the link named, with the status of its code', () => {
    const playlist: ExpandTarget = { kind: 'playlist', playlistId: 'PLx' }
    const handle: ExpandTarget = { kind: 'handle', handle: '@x' }
    expect(newestError({ code: 'not_found' }, playlist).message).toMatch(/^No playlist was found/)
    expect(newestError({ code: 'timeout' }, CHANNEL)).toMatchObject({
      status: 504,
      code: 'upstream_timeout',
      message: 'YouTube took too long to list this channel’s videos. Please try again.',
    })
    expect(newestError({ code: 'needs_api_key' }, handle)).toMatchObject({
      status: 400,
      code: 'invalid_url',
      message: NEWEST_LINK_WORDS.handle,
    })
    const limited = newestError({ code: 'rate_limited', retryAfterSeconds: 1 }, CHANNEL)
    expect([limited.status, limited.headers['Retry-After']]).toEqual([429, '1'])
    expect(limited.message).toMatch(/in 1 second\.$/)
  })
})
