/**
 * Per-client token buckets (docs/reliability.md, Limits): each client starts
 * with `capacity` tokens, a request takes one, and tokens come back one per
 * `refillMs`. Memory stays bounded: a bucket that has refilled completely is
 * the same as no bucket, so those are dropped when the table grows.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = {
  take(key: string): RateLimitResult
  /** Buckets currently held (for tests and metrics). */
  readonly size: number
}

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
}): RateLimiter {
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
