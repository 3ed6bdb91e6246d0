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
import { memoryJsonCache, redisJsonCache, type JsonCache } from '../shared/json-cache.ts'
import { NEWEST_LIMITS } from './limits.ts'
import { NewestVideosSchema } from './schemas.ts'

export type ListCache = JsonCache<NewestVideos>

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
  return memoryJsonCache({ maxEntries: NEWEST_LIMITS.cacheEntries, now })
}

/** Where lists live in Redis: `thumbgrab:list:<kind>:<id>`. */
export const LIST_KEY_PREFIX = 'thumbgrab:list:'

/** Lists in Redis (server/shared/json-cache.ts), bounded as the lookups are. */
export function redisListCache(redis: SharedRedis): ListCache {
  return redisJsonCache(redis, { prefix: LIST_KEY_PREFIX, read: readStoredList })
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
