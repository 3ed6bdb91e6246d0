/**
 * Token buckets, one per key (docs/reliability.md, Limits): a key starts with `capacity` tokens
 * and gets one back every `refillMs`, never more than `capacity`. `take` takes `n` tokens when
 * the bucket holds them or will within `maxWaitMs` (it then goes below zero, and whoever comes
 * next waits behind), else takes nothing and says how long they would take. The per-client
 * limits refuse at once (rate-limit.ts); a budget may wait a little, and take into debt what
 * it must send anyway (an unbounded wait). Memory stays bounded: a bucket that has refilled
 * completely is the same as no bucket, so those are dropped when the table grows.
 */

export type BucketLimit = { capacity: number; refillMs: number }

/** What `take` did: `waitMs` is how long until the tokens asked for are there (≤ 0: now). */
export type Taken = { granted: boolean; waitMs: number; tokens: number }

/** Buckets in this process (below) or in Redis, shared by replicas (redis-token-bucket.ts). */
export type TokenBucket = {
  /** Takes `n` (default 1) if they come within `maxWaitMs` (default 0; Infinity: always). */
  take(key: string, n?: number, maxWaitMs?: number): Taken | Promise<Taken>
  /** Gives back `n` tokens taken and not used, up to `capacity`. */
  give(key: string, n: number): void
  /** The tokens `key` holds now, as far as this process knows (negative: in debt). */
  level(key: string): number
}

export type MemoryTokenBucket = Omit<TokenBucket, 'take'> & {
  take(key: string, n?: number, maxWaitMs?: number): Taken
  /** Buckets currently held (for tests and metrics). */
  readonly size: number
}

type Bucket = { tokens: number; updated: number }

/**
 * @example createTokenBucket({ capacity: 60, refillMs: 500 }).take(client).granted
 */
export function createTokenBucket({
  capacity,
  refillMs,
  now = () => performance.now(),
  maxKeys = 10_000,
}: BucketLimit & { now?: () => number; maxKeys?: number }): MemoryTokenBucket {
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
    // Still full of active keys (a flood of addresses): forget the oldest.
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break
      buckets.delete(key)
    }
  }

  /** The bucket of `key`, refilled to now; a new one is full. */
  const bucketOf = (key: string) => {
    const at = now()
    let bucket = buckets.get(key)
    if (!bucket) {
      if (buckets.size >= maxKeys) prune(at)
      bucket = { tokens: capacity, updated: at }
      buckets.set(key, bucket)
    }
    refill(bucket, at)
    return bucket
  }

  return {
    take(key, n = 1, maxWaitMs = 0) {
      const bucket = bucketOf(key)
      const waitMs = (n - bucket.tokens) * refillMs
      const granted = waitMs <= maxWaitMs
      if (granted) bucket.tokens -= n
      return { granted, waitMs, tokens: bucket.tokens }
    },
    give(key, n) {
      const bucket = bucketOf(key)
      bucket.tokens = Math.min(capacity, bucket.tokens + n)
    },
    level(key) {
      const bucket = buckets.get(key)
      if (!bucket) return capacity
      refill(bucket, now())
      return bucket.tokens
    },
    get size() {
      return buckets.size
    },
  }
}
