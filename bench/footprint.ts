/**
 * Usage: node bench/footprint.ts [videos] [messages]   (default 100 videos of each kind, 2000 messages)
 * What the engines hold per unit of traffic, for docs/scaling.md:
 * - Redis: `MEMORY USAGE` of real keys: a cached lookup of each kind of video of the fake image
 *   host (ordinary, Short, rich), looked up by the engine (server/thumbnails/service.ts) into
 *   Redis (lookup-cache.ts); a per-client rate-limit bucket (server/http/admission/rate-limit.ts);
 *   the host budget's one bucket (host-budget.ts). Also `used_memory` growth per cached lookup.
 * - PostgreSQL 15: bytes on disk per stored contact message (tables and indexes, the message's
 *   used token and its two source charges included), after `messages` saves as the server makes
 *   them, then VACUUM ANALYZE so the figures are the pages in use.
 * Engines from tests/support/engines.ts (Debian's Redis 7 and PostgreSQL 15, on loopback).
 */
import { jsonLogger } from '#server/log.ts'
import { createRedisRateLimiter } from '#server/http/admission/rate-limit.ts'
import { openPostgresStore } from '#server/contact/storage/postgres/store.ts'
import { connectRedis } from '#server/shared/redis.ts'
import { createSharedHostBudget, HOST_BUDGET_KEY } from '#server/thumbnails/host-budget.ts'
import { createSemaphore } from '#server/http/admission/semaphore.ts'
import { LOOKUP_KEY_PREFIX, redisLookupCache } from '#server/thumbnails/lookup-cache.ts'
import { createThumbnailService } from '#server/thumbnails/service.ts'
import { createUpstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { startPostgres, startRedis } from '#tests/support/engines.ts'
import { median } from '#tests/support/stats.ts'

const VIDEOS = Number(process.argv[2] ?? 100)
const MESSAGES = Number(process.argv[3] ?? 2000)
const KINDS = [
  ['ordinary (`plain…`)', 'plain'],
  ['Short (`short…`)', 'short'],
  ['rich (`rich…`)', 'rich'],
] as const

const out: string[] = []
const host = await startFakeImageHost()
const redis = await startRedis()
try {
  const shared = await connectRedis(redis.url, jsonLogger(process.stderr))
  const upstream = createUpstream(
    host.origin,
    { requestsPerSecond: 100_000 },
    { budget: (settings) => createSharedHostBudget(shared, settings) },
  )
  const engine = createThumbnailService({
    upstream,
    converter: createSemaphore({ concurrency: 2, maxQueue: 64 }),
    lookupCache: () => redisLookupCache(shared),
  })
  const usage = async (key: string) =>
    Number(await redis.cli('MEMORY', 'USAGE', key, 'SAMPLES', '0'))
  const usedMemory = async () =>
    Number((await redis.cli('INFO', 'memory')).match(/used_memory:(\d+)/)?.[1])

  out.push('| Redis key | `MEMORY USAGE` median (min–max) | value | used_memory growth per key |')
  out.push('| --- | --- | --- | --- |')
  for (const [name, prefix] of KINDS) {
    const before = await usedMemory()
    const sizes: number[] = []
    const values: number[] = []
    for (let i = 0; i < VIDEOS; i++) {
      const id = `${prefix}${String(i).padStart(11 - prefix.length, '0')}`
      const result = await engine.lookup(id)
      if (!result.ok) throw new Error(`${id}: ${result.code}`)
      sizes.push(await usage(LOOKUP_KEY_PREFIX + id))
      values.push(Number(await redis.cli('STRLEN', LOOKUP_KEY_PREFIX + id)))
    }
    const grown = ((await usedMemory()) - before) / VIDEOS
    out.push(
      `| cached lookup, ${name} | ${median(sizes)} B (${Math.min(...sizes)}–${Math.max(...sizes)}) | ${median(values)} B of JSON | ${grown.toFixed(0)} B |`,
    )
  }

  const limiter = createRedisRateLimiter(shared, 'lookup', { capacity: 60, refillMs: 500 })
  const before = await usedMemory()
  for (let i = 0; i < 1000; i++) await limiter.take(`198.51.${i >> 8}.${i & 255}`)
  const grown = ((await usedMemory()) - before) / 1000
  const bucket = await usage('thumbgrab:rate:lookup:198.51.0.1')
  out.push(
    `| a client's rate-limit bucket (one per limit) | ${bucket} B | hash of 2 fields | ${grown.toFixed(0)} B |`,
  )
  out.push(
    `| the host budget (one for all) | ${await usage(HOST_BUDGET_KEY)} B | hash of 2 fields | — |`,
  )
  await Promise.all([shared.close(), upstream.close()])
} finally {
  await redis.stop()
  await host.close()
}

const pg = await startPostgres()
try {
  const url = await pg.createDatabase('footprint')
  const store = await openPostgresStore(url)
  const text = 'Hello!\nDoes the WebP option keep the original colours? '.repeat(8)
  const message = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'WebP downloads',
    message: text,
  }
  const room = { dailyCap: 10 * MESSAGES, shares: {} }
  const tables = ['messages', 'used_tokens', 'source_charges']
  const sizeOf = async () => {
    await pg.query('VACUUM ANALYZE', 'footprint')
    const sql = `SELECT ${tables.map((t) => `pg_total_relation_size('${t}')`).join(', ')}`
    return (await pg.query(sql, 'footprint')).split('|').map(Number)
  }
  const empty = await sizeOf()
  for (let n = 1; n <= MESSAGES; n++) {
    await store.save(message, {
      nonce: `nonce-${n}-${crypto.randomUUID()}`,
      token: { id: crypto.randomUUID(), expiresAt: Date.now() + 86_400_000 },
      sources: [`net:${crypto.randomUUID()}`, `issuer:${crypto.randomUUID()}`],
      room,
    })
  }
  const full = await sizeOf()
  out.push('')
  out.push(
    `| PostgreSQL table (with its indexes) | bytes per message, ${MESSAGES} messages of ${text.length} characters |`,
  )
  out.push('| --- | --- |')
  tables.forEach((table, i) =>
    out.push(`| ${table} | ${(((full[i] ?? 0) - (empty[i] ?? 0)) / MESSAGES).toFixed(0)} |`),
  )
  const total = full.reduce((a, b) => a + b, 0) - empty.reduce((a, b) => a + b, 0)
  out.push(`| all three | ${(total / MESSAGES).toFixed(0)} |`)
  await store.close()
} finally {
  await pg.stop()
}
console.log(`# Engine footprint — ${new Date().toISOString()}, Node ${process.version}\n`)
console.log(out.join('\n'))
