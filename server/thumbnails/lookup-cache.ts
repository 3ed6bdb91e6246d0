/**
 * Where finished lookups are kept (service.ts): in this process (a TtlCache, the default) or,
 * with `REDIS_URL`, in Redis, where a video looked up on one replica is found by every other
 * without asking the image host again. Both keep the same answers for the same time: a whole
 * Lookup for CACHE_TTL.positiveMs, a partial one or "no thumbnails at all" (null) for
 * CACHE_TTL.negativeMs; service.ts decides which.
 */
import { thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import type { Lookup } from '#core/lookup.ts'
import { cleanText, TEXT_LIMITS } from '#core/untrusted-text.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { LookupSchema } from './schemas.ts'
import { memoryJsonCache, redisJsonCache, type JsonCache } from '../shared/json-cache.ts'
import type { CacheBudget, CacheObserver } from '../shared/ttl-cache.ts'

export type LookupCache = JsonCache<Lookup>

/** Entries kept in memory: about 2 KiB each as JSON, so ~20 MiB at most. */
export const MEMORY_LOOKUPS = 10_000

export function memoryLookupCache({
  now = () => Date.now(),
  observer,
  budget,
}: {
  now?: () => number
  observer?: CacheObserver
  /** The bytes this process's caches share (CACHE_MEMORY_MB, server/shared/ttl-cache.ts). */
  budget?: CacheBudget
} = {}): LookupCache {
  return memoryJsonCache({
    maxEntries: MEMORY_LOOKUPS,
    now,
    ...(budget && { budget }),
    ...(observer && { observer }),
  })
}

/** Where lookups live in Redis: `thumbgrab:lookup:<videoId>`. */
export const LOOKUP_KEY_PREFIX = 'thumbgrab:lookup:'

/**
 * Lookups in Redis (server/shared/json-cache.ts). deploy/compose.yaml sets noeviction, so a full
 * Redis refuses a new lookup, which then stays unshared, rather than evicting a rate limit.
 */
export function redisLookupCache(
  redis: SharedRedis,
  { observer }: { observer?: CacheObserver } = {},
): LookupCache {
  return redisJsonCache(redis, {
    prefix: LOOKUP_KEY_PREFIX,
    read: readStored,
    ...(observer && { observer }),
  })
}

/**
 * A lookup as Redis gave it back, trusted only once it is one, of this video: anything that
 * writes to the Redis could have put any bytes under the key. Undefined (a miss: the lookup is
 * made again and stored over it) for text that is not JSON, does not match the API's schema,
 * names another video, or points its files anywhere but this video's own paths; its title and
 * channel are cleaned again.
 * @example readStored('{"videoId":"other000001",…}', 'dQw4w9WgXcQ') // undefined
 */
export function readStored(text: string, videoId: string): Lookup | null | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (value === null) return null
  const parsed = LookupSchema.safeParse(value)
  if (!parsed.success || parsed.data.videoId !== videoId) return undefined
  const own = parsed.data.thumbnails.every(
    ({ quality, downloadUrl, previewUrl }) =>
      (downloadUrl === null || downloadUrl === thumbnailApiPath(videoId, quality, 'jpg')) &&
      (previewUrl === null || previewUrl === thumbnailPreviewPath(videoId, quality)),
  )
  if (!own) return undefined
  // Its texts made plain again, as when they came from oEmbed.
  const { title, channel } = parsed.data
  return {
    ...parsed.data,
    title: title === null ? null : cleanText(title, TEXT_LIMITS.titleChars),
    channel: channel === null ? null : cleanText(channel, TEXT_LIMITS.channelChars),
  }
}
