/**
 * Usage: node bench/lookup-cache.ts [videos]   (default 200 videos, 20 cached lookups of each)
 * What a cached lookup costs with the cache in this process vs in Redis (docs/performance.md,
 * "Cached lookups: in memory vs Redis"). Two engines (server/thumbnails/service.ts) play two
 * replicas: "A" looks each video up cold (against the fake image host), then both answer it
 * from the cache. It prints p50 and p99 of one cached lookup, one after another, and the
 * cached lookups a second with 64 at once, for:
 * - in memory: A's own TtlCache (what one process does without REDIS_URL);
 * - Redis, same replica: A again, from Redis (a GET and a JSON parse);
 * - Redis, other replica: B, which never looked the videos up (a probe saved per video).
 * Redis is a real Redis 7 on loopback (tests/support/engines.ts), so a network hop is a loopback
 * hop: a Redis on another machine adds its round trip. The fake host runs in its own process.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism } from 'node:os'
import { createSemaphore } from '#server/http/admission/semaphore.ts'
import { redisLookupCache } from '#server/thumbnails/lookup-cache.ts'
import { createThumbnailService, type ThumbnailService } from '#server/thumbnails/service.ts'
import { createUpstream } from '#server/thumbnails/upstream.ts'
import { connectRedis } from '#server/shared/redis.ts'
import { jsonLogger } from '#server/log.ts'
import { startRedis } from '#tests/support/engines.ts'
import { median, percentile } from '#tests/support/stats.ts'
import { timeEach } from './stats.ts'

const VIDEOS = Number(process.argv[2] ?? 200)
const PER_VIDEO = 20
const CONCURRENCY = 64

const hostProcess = spawn(process.execPath, ['tests/fake-image-host/main.ts', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
const [firstLine] = (await once(hostProcess.stdout, 'data')) as [Buffer]
const origin = firstLine.toString().trim()
process.on('exit', () => hostProcess.kill('SIGTERM'))

const redis = await startRedis()
const log = jsonLogger(process.stderr)
const [redisA, redisB] = [await connectRedis(redis.url, log), await connectRedis(redis.url, log)]
const upstream = createUpstream(origin)
const engine = (lookupCache?: Parameters<typeof createThumbnailService>[0]['lookupCache']) =>
  createThumbnailService({
    upstream,
    converter: createSemaphore({ concurrency: availableParallelism(), maxQueue: 64 }),
    ...(lookupCache && { lookupCache }),
  })
const memory = engine()
const sharedA = engine(() => redisLookupCache(redisA))
const sharedB = engine(() => redisLookupCache(redisB))

const usedMemory = async () =>
  Number((await redis.cli('INFO', 'memory')).match(/used_memory:(\d+)/)?.[1])
const emptyMemory = await usedMemory()
const id = (i: number) => `plain${String(i).padStart(6, '0')}`
for (let i = 0; i < VIDEOS; i++) {
  for (const service of [memory, sharedA]) {
    const result = await service.lookup(id(i))
    if (!result.ok) throw new Error(`lookup failed: ${result.code}`)
  }
}
const sample = await memory.lookup(id(0))
const size = sample.ok ? JSON.stringify(sample.value).length : 0

async function measure(service: ThumbnailService) {
  const runs = VIDEOS * PER_VIDEO
  // Warm the code paths first, as a running server has them.
  await timeEach(500, (i) => service.lookup(id(i % VIDEOS)))
  const one = await timeEach(runs, (i) => service.lookup(id(i % VIDEOS)))
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < runs) {
        const result = await service.lookup(id(next++ % VIDEOS))
        if (!result.ok) throw new Error('a cached lookup failed')
      }
    }),
  )
  const perSecond = runs / ((performance.now() - started) / 1000)
  return { p50: median(one.ms), p99: percentile(one.ms, 99), perSecond }
}

console.log(
  `# Cached lookups — ${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.version}`,
)
console.log(
  `${VIDEOS} videos looked up cold once, then ${VIDEOS * PER_VIDEO} cached lookups each way; a lookup is ~${size} bytes of JSON\n`,
)
console.log(`| cache | p50 | p99 | lookups/s with ${CONCURRENCY} at once |`)
console.log('| --- | --- | --- | --- |')
for (const [name, service] of [
  ['in memory', memory],
  ['Redis, same replica', sharedA],
  ['Redis, other replica', sharedB],
] as const) {
  const { p50, p99, perSecond } = await measure(service)
  console.log(
    `| ${name} | ${p50.toFixed(3)} ms | ${p99.toFixed(3)} ms | ${Math.round(perSecond).toLocaleString('en')} |`,
  )
}
const held = (await usedMemory()) - emptyMemory
console.log(
  `\nRedis used_memory grew by ${(held / 1024).toFixed(0)} KiB for ${VIDEOS} lookups: ${(held / VIDEOS).toFixed(0)} bytes each`,
)
await Promise.all([redisA.close(), redisB.close(), upstream.close()])
await redis.stop()
hostProcess.kill('SIGTERM')
