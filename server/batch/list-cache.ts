/**
 * Where the lists `GET /api/lists/newest` read are kept (newest.ts), as the thumbnail engine
 * keeps its lookups (server/thumbnails/lookup-cache.ts): in this process (a TtlCache, the
 * default) or, with `REDIS_URL`, in Redis, where a list read on one replica is found by every
 * other without asking YouTube again. A list for NEWEST_LIMITS.cacheMs, "no such list" (null)
 * for NEWEST_LIMITS.missingCacheMs (limits.ts); newest.ts decides which.
 */
import { thumbnailPreviewPath } from '#core/filename.ts'
import { NEWEST_PICTURE, type NewestVideos } from '#core/newest-videos.ts'
import { cleanText, TEXT_LIMITS } from '#core/untrusted-text.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { jsonBytes, TtlCache } from '../shared/ttl-cache.ts'
import { NEWEST_LIMITS } from './limits.ts'
import { NewestVideosSchema } from './schemas.ts'

export type ListCache = {
  /** The list, null for one known not to exist, undefined when not kept. */
  get(key: string): Promise<NewestVideos | null | undefined>
  set(key: string, list: NewestVideos | null, ttlMs: number): Promise<void>
}

/**
 * The key of a list: its kind and what the link named.
 * @example listKey({ kind: 'channel', id: 'UC…' }) // 'channel:UC…'
 */
export function listKey({ kind, id }: Pick<NewestVideos, 'kind' | 'id'>): string {
  return `${kind}:${id}`
}

export function memoryListCache({
  now = () => Date.now(),
}: { now?: () => number } = {}): ListCache {
  const cache = new TtlCache<string, NewestVideos | null>({
    maxEntries: NEWEST_LIMITS.cacheEntries,
    sizeOf: jsonBytes,
    now,
  })
  return {
    get: (key) => Promise.resolve(cache.get(key)),
    set: (key, list, ttlMs) => Promise.resolve(cache.set(key, list, ttlMs)),
  }
}

/** Where lists live in Redis: `thumbgrab:list:<kind>:<id>`, JSON, with a PX expiry. */
export const LIST_KEY_PREFIX = 'thumbgrab:list:'

/**
 * Lists as JSON in Redis, expiring by themselves (SET … PX), bounded as the lookups are (Redis's
 * maxmemory, deploy/compose.yaml). While Redis cannot answer every get is a miss and every set
 * is dropped: the list is read from YouTube, as on a cold cache.
 */
export function redisListCache(redis: SharedRedis): ListCache {
  return {
    async get(key) {
      const answer = await redis.attempt((client) => client.get(LIST_KEY_PREFIX + key))
      const text = answer?.value
      return text === undefined || text === null ? undefined : readStoredList(text, key)
    },
    async set(key, list, ttlMs) {
      await redis.attempt((client) =>
        client.set(LIST_KEY_PREFIX + key, JSON.stringify(list), 'PX', ttlMs),
      )
    },
  }
}

/**
 * A list as Redis gave it back, trusted only once it is one, of this key: anything that writes
 * to the Redis could have put any bytes there. Undefined (a miss: the list is read again and
 * stored over it) for text that is not JSON, does not match the API's schema, is another
 * list's, or points a picture anywhere but this site's preview of it; its texts are cleaned
 * again.
 * @example readStoredList('{"kind":"playlist","id":"PLx",…}', 'channel:UC…') // undefined
 */
export function readStoredList(text: string, key: string): NewestVideos | null | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (value === null) return null
  const parsed = NewestVideosSchema.safeParse(value)
  if (!parsed.success || listKey(parsed.data) !== key) return undefined
  // No more videos than an answer lists (NEWEST_LIMITS): a stored list cannot grow the answer.
  if (parsed.data.videos.length > NEWEST_LIMITS.videos) return undefined
  const own = parsed.data.videos.every(
    ({ videoId, previewUrl }) => previewUrl === thumbnailPreviewPath(videoId, NEWEST_PICTURE),
  )
  if (!own) return undefined
  // Its texts made plain again, as when they came from the feed (expand.ts).
  const { title, channel, videos } = parsed.data
  const clean = (text: string | null, max: number) => (text === null ? null : cleanText(text, max))
  return {
    ...parsed.data,
    title: clean(title, TEXT_LIMITS.titleChars),
    channel: clean(channel, TEXT_LIMITS.channelChars),
    videos: videos.map((video) => ({
      ...video,
      title: clean(video.title, TEXT_LIMITS.titleChars),
    })),
  }
}
