/**
 * Per-client token buckets (docs/reliability.md, Limits): each client starts
 * with `capacity` tokens, a request takes one, and tokens come back one per
 * `refillMs`. Memory stays bounded: a bucket that has refilled completely is
 * the same as no bucket, so those are dropped when the table grows.
 */
import { createHash } from 'node:crypto'
import type { SharedRedis } from '../shared/redis.ts'

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

export type RateLimit = { capacity: number; refillMs: number }

type Bucket = { tokens: number; updated: number }

export function createRateLimiter({
  capacity,
  refillMs,
  now = () => Date.now(),
  maxKeys = 10_000,
}: {
  capacity: number
  refillMs: number
  now?: () => number
  maxKeys?: number
}): MemoryRateLimiter {
  const buckets = new Map<string, Bucket>()

  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updated) / refillMs)
    bucket.updated = at
  }

  const prune = (at: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, at)
      if (bucket.tokens >= capacity) buckets.delete(key)
    }
    // Still full of active clients (a flood of addresses): forget the oldest.
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break
      buckets.delete(key)
    }
  }

  return {
    take(key) {
      const at = now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxKeys) prune(at)
        bucket = { tokens: capacity, updated: at }
        buckets.set(key, bucket)
      }
      refill(bucket, at)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { allowed: true }
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * refillMs) / 1000)),
      }
    },
    get size() {
      return buckets.size
    },
  }
}

/**
 * The same token bucket in Redis, one hash per client (`tokens`, `updated`), read, refilled and
 * charged by one Lua script so that concurrent requests on any number of replicas are charged
 * exactly (a script runs atomically: https://redis.io/docs/latest/develop/programmability/eval-intro/).
 * Time is Redis's own (TIME), so replicas whose clocks differ agree. A bucket expires once it
 * would have refilled completely: a full bucket is the same as none.
 */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local capacity = tonumber(ARGV[1])
local refill_ms = tonumber(ARGV[2])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1])
local updated = tonumber(bucket[2])
if tokens == nil or updated == nil then
  tokens = capacity
  updated = now
end
tokens = math.min(capacity, tokens + math.max(0, now - updated) / refill_ms)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) * refill_ms) + 1)
return { allowed, math.ceil((1 - tokens) * refill_ms) }
`

const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex')

/** Where the buckets live: `thumbgrab:rate:<name>:<client>`. */
export const RATE_KEY_PREFIX = 'thumbgrab:rate:'

/**
 * A per-client limit shared by every replica on one Redis. While Redis cannot answer, each
 * process falls back to its own in-memory bucket of the same size (`fallback`), so a client
 * gets at most one limit per replica during an outage rather than none.
 * @example createRedisRateLimiter(redis, 'lookup', LOOKUP_RATE_LIMIT)
 */
export function createRedisRateLimiter(
  redis: SharedRedis,
  name: string,
  { capacity, refillMs }: RateLimit,
  fallback: RateLimiter = createRateLimiter({ capacity, refillMs }),
): RateLimiter {
  const prefix = `${RATE_KEY_PREFIX}${name}:`
  return {
    async take(key) {
      const answer = await redis.attempt(async (client) => {
        const args = [1, prefix + key, capacity, refillMs] as const
        // The script by its digest; sent whole only the first time (and after a Redis restart).
        const reply = await client.evalsha(TAKE_SHA, ...args).catch((error: Error) => {
          if (!error.message.startsWith('NOSCRIPT')) throw error
          return client.eval(TAKE_SCRIPT, ...args)
        })
        return reply as [number, number]
      })
      if (!answer) return fallback.take(key)
      const [allowed, waitMs] = answer.value
      if (allowed === 1) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    },
  }
}

/**
 * The limit named `name`: in Redis when there is one (shared by every replica), else in memory.
 * @example limiterFor(deps.redis, 'contact', CONTACT_RATE_LIMIT)
 */
export function limiterFor(
  redis: SharedRedis | undefined,
  name: string,
  limit: RateLimit,
): RateLimiter {
  return redis ? createRedisRateLimiter(redis, name, limit) : createRateLimiter(limit)
}
