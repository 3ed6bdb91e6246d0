/**
 * Per-client limits on the token bucket (token-bucket.ts): a request takes one token of its
 * client's bucket, or is refused at once with the wait, in whole seconds, for the next one.
 */
import type { SharedRedis } from '../../shared/redis.ts'
import { createRedisTokenBucket } from './redis-token-bucket.ts'
import { createTokenBucket, type BucketLimit, type Taken } from './token-bucket.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * What every route sees of a per-client limit: the in-memory one below, or the one in Redis
 * shared by every replica (`createRedisRateLimiter`). Callers `await` the answer.
 */
export type RateLimiter = {
  take(key: string): RateLimitResult | Promise<RateLimitResult>
}

/** The in-memory limiter, which answers at once. */
export type MemoryRateLimiter = {
  take(key: string): RateLimitResult
  /** Buckets currently held (for tests and metrics). */
  readonly size: number
}

export type RateLimit = BucketLimit

/** Where the buckets live in Redis: `thumbgrab:rate:<name>:<client>`. */
export const RATE_KEY_PREFIX = 'thumbgrab:rate:'

function answer({ granted, waitMs }: Taken): RateLimitResult {
  if (granted) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** @example createRateLimiter({ capacity: 5, refillMs: 120_000 }).take(client) */
export function createRateLimiter(
  options: RateLimit & { now?: () => number; maxKeys?: number },
): MemoryRateLimiter {
  // Minutes-long windows on the wall clock (Date.now, which tests move with fake timers); the
  // bucket's default, the monotonic clock, serves sub-second budgets.
  const bucket = createTokenBucket({ now: () => Date.now(), ...options })
  return {
    take: (key) => answer(bucket.take(key)),
    get size() {
      return bucket.size
    },
  }
}

/**
 * A per-client limit shared by every replica on one Redis (redis-token-bucket.ts, which falls
 * back to this process's buckets while Redis cannot answer).
 * @example createRedisRateLimiter(redis, 'lookup', { capacity: 60, refillMs: 500 })
 */
export function createRedisRateLimiter(
  redis: SharedRedis,
  name: string,
  limit: RateLimit,
): RateLimiter {
  const bucket = createRedisTokenBucket(redis, limit)
  const prefix = `${RATE_KEY_PREFIX}${name}:`
  return { take: async (key) => answer(await bucket.take(prefix + key)) }
}

/**
 * The limit named `name`: in Redis when there is one (shared by every replica), else in memory.
 * @example limiterFor(deps.redis, 'batch', { capacity: 10, refillMs: 30_000 })
 */
export function limiterFor(
  redis: SharedRedis | undefined,
  name: string,
  limit: RateLimit,
): RateLimiter {
  return redis ? createRedisRateLimiter(redis, name, limit) : createRateLimiter(limit)
}
