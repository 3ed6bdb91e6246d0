/**
 * The token buckets of token-bucket.ts in Redis, shared by every replica on it (REDIS_URL): one
 * hash per key (`tokens`, `updated`), read, refilled and changed by one Lua script, so that
 * concurrent requests on any number of replicas are counted exactly (a script runs atomically:
 * https://redis.io/docs/latest/develop/programmability/eval-intro/). Time is Redis's own (TIME),
 * so replicas whose clocks differ agree. A bucket expires a second after it would have refilled
 * completely: a full bucket is the same as none. Lua numbers reach the caller as integers, so
 * the bucket's level comes back as a string.
 */
import { createHash } from 'node:crypto'
import type { SharedRedis } from '../../shared/redis.ts'
import {
  createTokenBucket,
  type BucketLimit,
  type Taken,
  type TokenBucket,
} from './token-bucket.ts'

/** ARGV: capacity, refill_ms, n, max_wait (negative: no bound), mode (`take` or `give`). */
const BUCKET_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local capacity = tonumber(ARGV[1])
local refill_ms = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local max_wait = tonumber(ARGV[4])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1])
local updated = tonumber(bucket[2])
if tokens == nil or updated == nil then
  tokens = capacity
  updated = now
end
tokens = math.min(capacity, tokens + math.max(0, now - updated) / refill_ms)
local granted = 1
local wait = 0
if ARGV[5] == 'take' then
  wait = (n - tokens) * refill_ms
  if max_wait >= 0 and wait > max_wait then granted = 0 else tokens = tokens - n end
else
  tokens = math.min(capacity, tokens + n)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) * refill_ms) + 1000)
return { granted, math.max(0, math.ceil(wait)), tostring(tokens) }
`
const BUCKET_SHA = createHash('sha1').update(BUCKET_SCRIPT).digest('hex')

/**
 * Buckets in Redis, each key a Redis key of its own. While Redis cannot answer, a take falls
 * back to this process's bucket of the same size (`fallback`), so a key gets at most one limit
 * per replica during an outage rather than none; a give to Redis then is lost, harmlessly.
 * @example createRedisTokenBucket(redis, { capacity: 60, refillMs: 500 }).take('thumbgrab:rate:lookup:1.2.3.4')
 */
export function createRedisTokenBucket(
  redis: SharedRedis,
  { capacity, refillMs }: BucketLimit,
  fallback: TokenBucket = createTokenBucket({ capacity, refillMs }),
): TokenBucket {
  /** The level Redis reported last, and of which key; none after a fallback. */
  let last: { key: string; tokens: number } | undefined

  async function run(key: string, n: number, maxWaitMs: number, mode: 'take' | 'give') {
    const answer = await redis.attempt(async (client) => {
      const bound = Number.isFinite(maxWaitMs) ? maxWaitMs : -1
      const args = [1, key, capacity, refillMs, n, bound, mode] as const
      // By digest; the whole script only the first time (and after a Redis restart).
      const reply = await client.evalsha(BUCKET_SHA, ...args).catch((error: Error) => {
        if (!error.message.startsWith('NOSCRIPT')) throw error
        return client.eval(BUCKET_SCRIPT, ...args)
      })
      return reply as [number, number, string]
    })
    last = answer && { key, tokens: Number(answer.value[2]) }
    return answer?.value
  }

  return {
    async take(key, n = 1, maxWaitMs = 0): Promise<Taken> {
      const answer = await run(key, n, maxWaitMs, 'take')
      if (!answer) return fallback.take(key, n, maxWaitMs)
      const [granted, waitMs, tokens] = answer
      return { granted: granted === 1, waitMs, tokens: Number(tokens) }
    },
    give(key, n) {
      // Not awaited: the caller's answer does not wait on it.
      void run(key, n, 0, 'give')
    },
    level(key) {
      return last?.key === key ? last.tokens : fallback.level(key)
    },
  }
}
