/**
 * Usage: node bench/lookup.ts [runs]   (default 41 cold lookups per kind of video)
 * What a lookup of the whole picture set costs (docs/performance.md, "Lookup of every
 * picture"): against the fake image host with 60 ms of latency on every request, the title
 * asked of its oEmbed endpoint too, it prints for each kind of video (ordinary, a Short, a
 * rich one with every frame, letterboxes and WebP twins):
 * 1. the cold lookup's median and p90, and the median ÷ the host's latency (one round trip
 *    is 1×; asking the ~32 names one after another would be ~32×);
 * 2. the CPU a cold lookup costs this process (every thread: the main one and libvips'; the
 *    main thread's alone beside it, from /proc), and the libvips decodes it ran;
 * 3. beside them, the floor: the same names of other videos fetched by a bare client, nothing
 *    inspected, its median and CPU (the bytes cross loopback from a host on the same cores);
 * 4. the cached lookup's median and p99;
 * 5. host requests per cold lookup (images and oEmbed), and whether any path was asked twice.
 * The fake host runs in a process of its own, as the real host is not on our CPU; it is
 * driven over its control API, and draws photo-like pictures with each video's id in their
 * bytes (tests/fake-image-host/README.md, "Photo-like pictures"), so that nothing a lookup
 * decodes is answered from another video's. Loopback only; bounded in count and time.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { createSemaphore } from '#server/http/admission/semaphore.ts'
import { createOembed } from '#server/thumbnails/oembed.ts'
import { PROBED_QUALITIES, PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { createThumbnailService } from '#server/thumbnails/service.ts'
import { createUpstream } from '#server/thumbnails/upstream.ts'
import { median, percentile } from '#tests/support/stats.ts'
import { fmt, timeEach } from './stats.ts'

const LATENCY_MS = 60
const RUNS = Number(process.argv[2] ?? 41)
const CACHED_RUNS = 1_000

// Stopped with the benchmark, whatever way it ends.
const hostProcess = spawn(
  process.execPath,
  ['tests/fake-image-host/main.ts', '--port', '0', '--photos'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const [firstLine] = (await once(hostProcess.stdout, 'data')) as [Buffer]
const origin = firstLine.toString().trim()
process.on('exit', () => hostProcess.kill('SIGTERM'))
/** The host's control API (tests/fake-image-host/README.md). */
const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${origin}${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`)
  const text = await res.text()
  return (text ? JSON.parse(text) : {}) as { requests: Array<{ path: string; expected: boolean }> }
}
// The host budget (HOST_REQUESTS_PER_SECOND) spaces cold lookups to its rate, a few a second
// at its default: a bound on what is asked of the host (docs/scaling.md), not what a lookup
// costs, so it is lifted here.
const upstream = createUpstream(origin, { requestsPerSecond: 1_000_000 })
/** The floor's client: the same pool, its own sockets. */
const bare = createUpstream(origin, { requestsPerSecond: 1_000_000 })
const fetchAll = (videoId: string) =>
  Promise.allSettled(
    PROBED_QUALITIES.map((quality) =>
      bare.fetchImage(quality.source.path(videoId), quality.source.format),
    ),
  )
const info = createOembed(origin)
const converter = createSemaphore({ concurrency: availableParallelism(), maxQueue: 64 })
const service = createThumbnailService({ upstream, converter, info })

/** Every libvips pipeline run in this process: a lookup's only ones are its inspections. */
let decodes = 0
const toBuffer = sharp.prototype.toBuffer
sharp.prototype.toBuffer = function (this: ReturnType<typeof sharp>, ...args: never[]) {
  decodes++
  return toBuffer.apply(this, args)
} as typeof toBuffer

/** CPU ms of the whole process (every thread) and of its main thread alone (/proc, 100 Hz). */
function cpuMs(): { all: number; main: number } {
  const { user, system } = process.cpuUsage()
  // Fields 14 and 15 of /proc/<pid>/task/<tid>/stat, after the parenthesised name: utime, stime.
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return { all: (user + system) / 1000, main: ticks * 10 }
}

console.log(
  `# Lookup benchmark — ${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.version}`,
)
console.log(
  `fake host latency ${LATENCY_MS} ms on every request; ${PROBES_PER_LOOKUP} names probed + oEmbed; ${RUNS} cold lookups per kind\n`,
)
console.log(
  '| video | listed | cold median | cold p90 | cold ÷ latency | CPU / cold lookup (main thread) | decodes / lookup | bare fetch median, CPU | cold ÷ bare | cached median | cached p99 | requests / lookup | asked twice |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')

await control('PUT', '/__fault', { mode: `latency:${LATENCY_MS}` })
// Warm the pool's sockets and the fake host's drawings, as a running server has them.
await service.lookup('warm_up0001')
await service.lookup('rich_warmup')
await service.lookup('short_warmu')
await fetchAll('warm_up0002')

for (const prefix of ['plain', 'short', 'rich']) {
  const id = (i: number) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`
  const bareCpu = cpuMs().all
  const floor = await timeEach(RUNS, (i) => fetchAll(id(RUNS + i)))
  const bareCpuMs = ((cpuMs().all - bareCpu) / RUNS).toFixed(1)
  await control('POST', '/__reset')
  await control('PUT', '/__fault', { mode: `latency:${LATENCY_MS}` })
  const [cpuBefore, decodesBefore] = [cpuMs(), decodes]
  const cold = await timeEach(RUNS, async (i) => {
    const result = await service.lookup(id(i))
    if (!result.ok) throw new Error(`lookup failed: ${result.code}`)
    return result.value.thumbnails.length
  })
  const cpuAfter = cpuMs()
  const perLookup = (after: number, before: number) => ((after - before) / RUNS).toFixed(1)
  const cpu = `${perLookup(cpuAfter.all, cpuBefore.all)} ms (${perLookup(cpuAfter.main, cpuBefore.main)} ms)`
  const { requests } = await control('GET', '/__state')
  const paths = requests.filter((r) => r.expected).map((r) => r.path)
  const twice = paths.length - new Set(paths).size
  const cached = await timeEach(CACHED_RUNS, (i) => service.lookup(id(i % RUNS)))
  const coldMedian = median(cold.ms)
  console.log(
    [
      '',
      prefix,
      cold.last,
      fmt(coldMedian),
      fmt(percentile(cold.ms, 90)),
      `${(coldMedian / LATENCY_MS).toFixed(2)}×`,
      cpu,
      ((decodes - decodesBefore) / RUNS).toFixed(1),
      `${fmt(median(floor.ms))}, ${bareCpuMs} ms`,
      `${(coldMedian / median(floor.ms)).toFixed(2)}×`,
      `${median(cached.ms).toFixed(3)} ms`,
      `${percentile(cached.ms, 99).toFixed(3)} ms`,
      (paths.length / RUNS).toFixed(1),
      twice,
      '',
    ].join(' | '),
  )
}

console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`)
await Promise.all([upstream.close(), bare.close(), info.close()])
hostProcess.kill('SIGTERM')
