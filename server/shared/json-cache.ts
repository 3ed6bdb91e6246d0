/**
 * Answers kept for a while by key, in this process or in Redis: the shape the thumbnail
 * engine's lookups (server/thumbnails/lookup-cache.ts) and the newest-videos lists
 * (server/batch/list-cache.ts) share. A value is kept with its own time to live; null is a kept
 * "there is none"; undefined from `get` is a miss.
 */
import type { SharedRedis } from './redis.ts'
import { jsonBytes, TtlCache, type CacheObserver, type TtlCacheOptions } from './ttl-cache.ts'

export type JsonCache<T> = {
  /** The value, null for one known not to exist, undefined when not kept. */
  get(key: string): Promise<T | null | undefined>
  set(key: string, value: T | null, ttlMs: number): Promise<void>
}

/** In this process: a TtlCache, whose entries are sized as their JSON. */
export function memoryJsonCache<T>(
  options: Omit<TtlCacheOptions<T | null>, 'sizeOf'>,
): JsonCache<T> {
  const cache = new TtlCache<string, T | null>({ ...options, sizeOf: jsonBytes })
  return {
    get: (key) => Promise.resolve(cache.get(key)),
    set: (key, value, ttlMs) => Promise.resolve(cache.set(key, value, ttlMs)),
  }
}

/**
 * In Redis, as JSON under `prefix` + key, expiring by itself (SET … PX); Redis's maxmemory bounds
 * it (deploy/compose.yaml). Anything that writes to the Redis could have put any bytes under a
 * key, so what comes back is a value only once `read` accepts it for that key (undefined: a miss,
 * made again and stored over it). While Redis cannot answer every get is a miss and every set is
 * dropped, as on a cold cache.
 */
export function redisJsonCache<T>(
  redis: SharedRedis,
  {
    prefix,
    read,
    observer,
  }: {
    prefix: string
    read: (text: string, key: string) => T | null | undefined
    observer?: Pick<CacheObserver, 'hit' | 'miss'>
  },
): JsonCache<T> {
  return {
    async get(key) {
      const answer = await redis.attempt((client) => client.get(prefix + key))
      const text = answer?.value
      const stored = text === undefined || text === null ? undefined : read(text, key)
      if (stored === undefined) observer?.miss()
      else observer?.hit()
      return stored
    },
    async set(key, value, ttlMs) {
      await redis.attempt((client) => client.set(prefix + key, JSON.stringify(value), 'PX', ttlMs))
    },
  }
}
