/**
 * Where finished lookups are kept (service.ts): in this process (a TtlCache, the default) or,
 * with `REDIS_URL`, in Redis, where a video looked up on one replica is found by every other
 * without asking the image host again. Both keep the same answers for the same time: a whole
 * Lookup for CACHE_TTL.positiveMs, a partial one or "no thumbnails at all" (null) for
 * CACHE_TTL.negativeMs; service.ts decides which.
 */
import type { Lookup } from '#core/lookup.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { type CacheBudget, jsonBytes, TtlCache, type CacheObserver } from './ttl-cache.ts'

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
  /** The bytes this process's caches share (CACHE_MEMORY_MB, ttl-cache.ts). */
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
      if (text === undefined || text === null) {
        observer?.miss()
        return undefined
      }
      observer?.hit()
      return JSON.parse(text) as Lookup | null
    },
    async set(videoId, lookup, ttlMs) {
      await redis.attempt((client) =>
        client.set(LOOKUP_KEY_PREFIX + videoId, JSON.stringify(lookup), 'PX', ttlMs),
      )
    },
  }
}
