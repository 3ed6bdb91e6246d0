/**
 * The contract of the state replicas may share, run against each implementation: the per-client
 * rate limit (server/http/admission/rate-limit.ts) and the lookup cache (server/thumbnails/lookup-cache.ts),
 * in this process and in a real Redis 7 (tests/support/engines.ts). "Two instances" are what
 * two replicas with the same configuration hold: the same object in memory (one process), two
 * connections to one Redis. Then Redis's faults: start-up refuses a Redis it cannot use, naming
 * REDIS_URL; an outage falls back, is logged once, degrades readiness, and heals by itself.
 */
import type { Lookup } from '#core/lookup.ts'
import {
  createRateLimiter,
  createRedisRateLimiter,
  type RateLimit,
  type RateLimiter,
} from '#server/http/admission/rate-limit.ts'
import {
  COMMAND_TIMEOUT_MS,
  connectRedis,
  PROBE_INTERVAL_MS,
  RedisStartError,
  type SharedRedis,
} from '#server/shared/redis.ts'
import {
  LOOKUP_KEY_PREFIX,
  memoryLookupCache,
  redisLookupCache,
  type LookupCache,
} from '#server/thumbnails/lookup-cache.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startRedis, type Redis } from '#tests/support/engines.ts'
import { spawnMain } from '#tests/support/main-process.ts'
import { memoryLogger } from '#tests/support/memory-logger.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

let redis: Redis
const connections: SharedRedis[] = []
const connect = async (log = memoryLogger()) => {
  const connection = await connectRedis(redis.url, log)
  connections.push(connection)
  return connection
}

beforeAll(async () => {
  redis = await startRedis()
}, 600_000)

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  await redis?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let names = 0
/** A limit name of its own per test, so Redis buckets of one test never meet another's. */
const fresh = () => `contract${++names}`

type Implementation = {
  name: string
  /** Two limiters with the same configuration, as two replicas would build them. */
  limiters(limit: RateLimit): Promise<[RateLimiter, RateLimiter]>
  caches(): Promise<[LookupCache, LookupCache]>
}

const implementations: Implementation[] = [
  {
    name: 'in memory',
    async limiters(limit) {
      const limiter = createRateLimiter(limit)
      return [limiter, limiter]
    },
    async caches() {
      const cache = memoryLookupCache()
      return [cache, cache]
    },
  },
  {
    name: 'in Redis',
    async limiters(limit) {
      const name = fresh()
      const [a, b] = [await connect(), await connect()]
      return [createRedisRateLimiter(a, name, limit), createRedisRateLimiter(b, name, limit)]
    },
    async caches() {
      return [redisLookupCache(await connect()), redisLookupCache(await connect())]
    },
  },
]

const LOOKUP: Lookup = {
  videoId: 'contract001',
  title: 'A title – with “quotes” and ünïcödé',
  channel: null,
  thumbnails: [],
}
/** LOOKUP as the lookup of another video: a stored lookup is only ever its own video's. */
const lookupOf = (videoId: string): Lookup => ({ ...LOOKUP, videoId })

describe.each(implementations)('rate limit $name', (implementation) => {
  it('gives a client `capacity` requests, then refuses with the wait for the next token', async () => {
    const [limiter] = await implementation.limiters({ capacity: 3, refillMs: 5_000 })
    for (let i = 0; i < 3; i++) expect(await limiter.take('a')).toEqual({ allowed: true })
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 5 })
    // Another client has its own bucket.
    expect(await limiter.take('b')).toEqual({ allowed: true })
  })

  it('gives tokens back one per refillMs, never more than capacity', async () => {
    const [limiter] = await implementation.limiters({ capacity: 2, refillMs: 300 })
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(false)
    await sleep(350)
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(false)
    // A long rest refills to capacity, not beyond.
    await sleep(1_000)
    const after = await Promise.all([1, 2, 3].map(() => limiter.take('a')))
    expect(after.map((result) => result.allowed)).toEqual([true, true, false])
  })

  it('holds exactly across two instances under a concurrent burst', async () => {
    const [one, two] = await implementation.limiters({ capacity: 25, refillMs: 60_000 })
    const burst = await Promise.all(
      Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? one : two).take('burst')),
    )
    expect(burst.filter((result) => result.allowed)).toHaveLength(25)
  })
})

describe.each(implementations)('lookup cache $name', (implementation) => {
  it('misses, keeps a lookup and "no thumbnails" (null), and shares them between instances', async () => {
    const [one, two] = await implementation.caches()
    expect(await one.get('contract001')).toBeUndefined()
    await one.set('contract001', LOOKUP, 60_000)
    expect(await two.get('contract001')).toEqual(LOOKUP)
    await two.set('contract002', null, 60_000)
    expect(await one.get('contract002')).toBeNull()
    await one.set('contract001', { ...LOOKUP, title: 'new' }, 60_000)
    expect((await two.get('contract001'))?.title).toBe('new')
  })

  it('forgets an entry once its time is up', async () => {
    const [cache] = await implementation.caches()
    await cache.set('contract003', lookupOf('contract003'), 200)
    await cache.set('contract004', null, 200)
    expect(await cache.get('contract003')).toEqual(lookupOf('contract003'))
    await sleep(300)
    expect(await cache.get('contract003')).toBeUndefined()
    expect(await cache.get('contract004')).toBeUndefined()
  })
})

describe('REDIS_URL at start-up', () => {
  it('refuses a Redis that does not answer, naming the variable and never the password', async () => {
    const port = await freePort()
    const started = connectRedis(`redis://:secret-pw@127.0.0.1:${port}`, memoryLogger())
    await expect(started).rejects.toBeInstanceOf(RedisStartError)
    await expect(started).rejects.toThrow(`REDIS_URL: cannot use Redis at 127.0.0.1:${port}`)
    await expect(started).rejects.not.toThrow('secret-pw')
  })

  it('stops the server before it listens, with one line naming REDIS_URL', async () => {
    const port = await freePort()
    const dir = tempDir('redis-start')
    try {
      const { exited, output } = spawnMain({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir.path,
        REDIS_URL: `redis://127.0.0.1:${port}`,
      })
      expect((await exited).code).toBe(1)
      const { stdout, stderr } = output()
      expect(stdout).not.toContain('"msg":"listening"')
      expect(stderr).toMatch(
        new RegExp(`^REDIS_URL: cannot use Redis at 127\\.0\\.0\\.1:${port}: `),
      )
      expect(stderr).not.toMatch(/^\s+at /m)
    } finally {
      dir.remove()
    }
  })

  it('refuses a wrong password', async () => {
    await redis.cli('CONFIG', 'SET', 'requirepass', 'right-password')
    try {
      const where = `127.0.0.1:${redis.port}`
      await expect(connectRedis(`redis://:wrong@${where}`, memoryLogger())).rejects.toThrow(
        /^REDIS_URL: cannot use Redis at 127\.0\.0\.1:\d+: WRONGPASS/,
      )
      const good = await connectRedis(`redis://:right-password@${where}`, memoryLogger())
      await good.close()
    } finally {
      await redis.cli(
        '-a',
        'right-password',
        '--no-auth-warning',
        'CONFIG',
        'SET',
        'requirepass',
        '',
      )
    }
  })
})

describe('Redis going away and coming back', () => {
  it('hung: one command waits for the timeout, the rest are not sent until a probe answers', async () => {
    const connection = await connect()
    const cache = redisLookupCache(connection)
    await cache.set('hung0000001', lookupOf('hung0000001'), 60_000)
    // Stopped, not closed: the connection stays open and nothing answers on it.
    process.kill(redis.pid, 'SIGSTOP')
    const waits: number[] = []
    try {
      for (let i = 0; i < 10; i++) {
        const started = performance.now()
        expect(await cache.get('hung0000001')).toBeUndefined()
        waits.push(performance.now() - started)
      }
      expect(connection.up).toBe(false)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
    // Only the first waited for COMMAND_TIMEOUT_MS; the other nine were answered at once.
    expect(waits.filter((ms) => ms >= COMMAND_TIMEOUT_MS / 2)).toHaveLength(1)
    // Back once a probe (one a PROBE_INTERVAL_MS) gets its answer.
    let back = await cache.get('hung0000001')
    for (let waited = 0; !back && waited < 10 * PROBE_INTERVAL_MS; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      back = await cache.get('hung0000001')
    }
    expect(back).toEqual(lookupOf('hung0000001'))
  })

  it('falls back to per-process limits and cache misses, logs once, and heals by itself', async () => {
    const log = memoryLogger()
    const connection = await connect(log)
    const limiter = createRedisRateLimiter(connection, fresh(), { capacity: 2, refillMs: 60_000 })
    const cache = redisLookupCache(connection)
    await cache.set('outage00001', lookupOf('outage00001'), 60_000)
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(false)

    await redis.halt()
    try {
      // The process's own bucket, fresh: 2 more for this client, then refused. Nothing throws,
      // nothing waits for the connection.
      const started = performance.now()
      const during = await Promise.all([1, 2, 3].map(() => limiter.take('a')))
      expect(during.map((result) => result.allowed)).toEqual([true, true, false])
      expect(await cache.get('outage00001')).toBeUndefined()
      await cache.set('outage00002', lookupOf('outage00002'), 60_000)
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(connection.up).toBe(false)
      const downLines = log.lines.filter((line) => line.msg.startsWith('redis unavailable'))
      expect(downLines).toHaveLength(1)
    } finally {
      await redis.start()
    }
    // Back within the client's reconnect interval (≤ 1 s), with no restart of anything.
    for (let waited = 0; !connection.up && waited < 10_000; waited += 50) await sleep(50)
    expect(connection.up).toBe(true)
    expect(log.lines.filter((line) => line.msg.startsWith('redis back'))).toHaveLength(1)
    // A fresh Redis (no persistence): a fresh bucket, shared again, and the cache works again.
    expect((await limiter.take('a')).allowed).toBe(true)
    await cache.set('outage00003', lookupOf('outage00003'), 60_000)
    expect(await cache.get('outage00003')).toEqual(lookupOf('outage00003'))
    expect(log.lines.filter((line) => line.msg.startsWith('redis unavailable'))).toHaveLength(1)
  }, 30_000)
})

describe('lookups read back from Redis', () => {
  it('are a miss when not a lookup of this video: junk, another video’s, or foreign files', async () => {
    const connection = await connect()
    const cache = redisLookupCache(connection)
    const put = (id: string, text: string) =>
      connection.attempt((client) => client.set(`${LOOKUP_KEY_PREFIX}${id}`, text))
    await put('tampered001', '{"videoId":')
    await put('tampered002', JSON.stringify(lookupOf('someoneelse')))
    const entry = {
      quality: 'default',
      name: 'Default',
      group: 'main',
      resolution: '120x90',
      width: 120,
      height: 90,
      available: true,
      upscaled: false,
      downloadUrl: 'https://evil.example/x.jpg',
      previewUrl: null,
      letterboxed: false,
      croppedHeight: null,
      pillarboxed: false,
      croppedWidth: null,
    }
    await put('tampered003', JSON.stringify({ ...lookupOf('tampered003'), thumbnails: [entry] }))
    await put('tampered004', JSON.stringify({ ...lookupOf('tampered004'), title: 42 }))
    for (const id of ['tampered001', 'tampered002', 'tampered003', 'tampered004'])
      expect(await cache.get(id), id).toBeUndefined()
    const own = { ...entry, downloadUrl: '/api/thumbnails/tampered005/default.jpg' }
    await put('tampered005', JSON.stringify({ ...lookupOf('tampered005'), thumbnails: [own] }))
    expect(await cache.get('tampered005')).toMatchObject({ videoId: 'tampered005' })
  })
})
