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
import { type CacheBudget, jsonBytes, TtlCache, type CacheObserver } from '../shared/ttl-cache.ts'

export type LookupCache = {
  /** The lookup, null for a video known to have no thumbnails, undefined when not kept. */
  get(videoId: string): Promise<Lookup | null | undefined>
  set(videoId: string, lookup: Lookup | null, ttlMs: number): Promise<void>
}

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
  const cache = new TtlCache<string, Lookup | null>({
    maxEntries: MEMORY_LOOKUPS,
    sizeOf: jsonBytes,
    now,
    ...(budget && { budget }),
    ...(observer && { observer }),
  })
  return {
    get: (videoId) => Promise.resolve(cache.get(videoId)),
    set: (videoId, lookup, ttlMs) => Promise.resolve(cache.set(videoId, lookup, ttlMs)),
  }
}

/** Where lookups live in Redis: `thumbgrab:lookup:<videoId>`, JSON, with a PX expiry. */
export const LOOKUP_KEY_PREFIX = 'thumbgrab:lookup:'

/**
 * Lookups as JSON in Redis, expiring by themselves (SET … PX). Redis's maxmemory bounds the
 * memory (deploy/compose.yaml: noeviction, so a full Redis refuses a new lookup, which then
 * stays unshared, rather than evicting a rate limit). While Redis cannot answer every get is a
 * miss and every set is dropped: the lookup asks the host, as it would on a cold cache.
 */
export function redisLookupCache(
  redis: SharedRedis,
  { observer }: { observer?: CacheObserver } = {},
): LookupCache {
  return {
    async get(videoId) {
      const answer = await redis.attempt((client) => client.get(LOOKUP_KEY_PREFIX + videoId))
      const text = answer?.value
      const stored = text === undefined || text === null ? undefined : readStored(text, videoId)
      if (stored === undefined) observer?.miss()
      else observer?.hit()
      return stored
    },
    async set(videoId, lookup, ttlMs) {
      await redis.attempt((client) =>
        client.set(LOOKUP_KEY_PREFIX + videoId, JSON.stringify(lookup), 'PX', ttlMs),
      )
    },
  }
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
