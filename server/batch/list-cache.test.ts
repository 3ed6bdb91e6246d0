import { describe, expect, test } from 'vitest'
import type { NewestVideos } from '#core/newest-videos.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { NEWEST_LIMITS } from './limits.ts'
import { LIST_KEY_PREFIX, memoryListCache, readStoredList, redisListCache } from './list-cache.ts'

const LIST: NewestVideos = {
  kind: 'channel',
  id: 'UCabcdefghijklmnopqrstuv',
  title: 'A & B',
  channel: 'A & B',
  videos: [
    {
      videoId: 'dQw4w9WgXcQ',
      title: 'First',
      previewUrl: '/api/thumbnails/dQw4w9WgXcQ/preview/mqdefault.webp',
    },
  ],
  complete: false,
  source: 'feed',
}
const KEY = 'channel:UCabcdefghijklmnopqrstuv'

describe('readStoredList', () => {
  test('gives back a list of this key, and null for a missing one', () => {
    expect(readStoredList(JSON.stringify(LIST), KEY)).toEqual(LIST)
    expect(readStoredList('null', KEY)).toBeNull()
  })

  test("is a miss for junk, another list's answer, or one off the schema", () => {
    expect(readStoredList('{not json', KEY)).toBeUndefined()
    expect(readStoredList(JSON.stringify(LIST), 'channel:UCother')).toBeUndefined()
    const [first] = LIST.videos
    const badId = { ...LIST, videos: [{ ...first, videoId: '../../etc/x' }] }
    expect(readStoredList(JSON.stringify(badId), KEY)).toBeUndefined()
    // A picture anywhere but this site's preview of the very video.
    for (const previewUrl of [
      'https://evil.example/x.webp',
      '/api/thumbnails/aaaaaaaaaaa/preview/mqdefault.webp',
    ]) {
      const elsewhere = { ...LIST, videos: [{ ...first, previewUrl }] }
      expect(readStoredList(JSON.stringify(elsewhere), KEY)).toBeUndefined()
    }
  })

  test('cleans its texts again, as they were when they came from the feed', () => {
    const dirty = {
      ...LIST,
      title: 'A\u202e B',
      videos: [{ ...LIST.videos[0]!, title: 'x\u0007' }],
    }
    const read = readStoredList(JSON.stringify(dirty), KEY)
    expect([read?.title, read?.videos[0]?.title]).toEqual(['A B', 'x'])
  })
})

describe('the caches', () => {
  test('in memory: kept for its time, then gone', async () => {
    let now = 0
    const cache = memoryListCache({ now: () => now })
    await cache.set(KEY, LIST, NEWEST_LIMITS.cacheMs)
    expect(await cache.get(KEY)).toEqual(LIST)
    now = NEWEST_LIMITS.cacheMs
    expect(await cache.get(KEY)).toBeUndefined()
  })

  test('in Redis: JSON under the prefix with a PX expiry; an unreachable Redis is a miss', async () => {
    const stored = new Map<string, string>()
    const calls: unknown[][] = []
    const client = {
      get: (key: string) => Promise.resolve(stored.get(key) ?? null),
      set: (...args: [string, string, string, number]) => {
        calls.push(args)
        stored.set(args[0], args[1])
        return Promise.resolve('OK')
      },
    }
    let up = true
    const redis = {
      attempt: async (command: (c: typeof client) => Promise<unknown>) =>
        up ? { value: await command(client) } : undefined,
    } as unknown as SharedRedis
    const cache = redisListCache(redis)
    await cache.set(KEY, LIST, 1_000)
    expect(calls).toEqual([[LIST_KEY_PREFIX + KEY, JSON.stringify(LIST), 'PX', 1_000]])
    expect(await cache.get(KEY)).toEqual(LIST)
    up = false
    expect(await cache.get(KEY)).toBeUndefined()
  })
})
