/**
 * Usage: npm run bench:convert [-- --rounds=3] [--block=48] [--blocks=4] [--skip-memory]
 *        [--baseline=DIR[,DIR…]] [--png-table]
 * The conversion figures of docs/performance.md, from one run: the built server (a child
 * process, started as `npm run serve` starts it: scripts/serve-settings.ts) against the fake
 * image host (tests/fake-image-host, in this process), beside the floor measured in this process
 * on the same bytes.
 * 1. Cold PNG: `maxresdefault.png` of a new video, one request at a time, ÷ the floor (undici
 *    fetch of the host's JPEG + sharp PNG at zlib 3 with adaptive filtering).
 * 2. Throughput: 2 × cores clients asking for distinct `maxresdefault.webp` (the host's WebP
 *    twin made to 404, so each is a conversion), conversions/s ÷ bare sharp doing the same
 *    conversions at the same concurrency in this process, and ÷ undici fetch of the host's JPEG
 *    + that conversion (the floor of part 1, made of the same steps), and ÷ a bare HTTP server
 *    (bench/bare-http-server.ts: `node:http`, the same host requests and conversion, nothing
 *    else; one for the whole run, with this checkout's settings even beside a baseline), with
 *    that server's own rate ÷ bare sharp: how near this harness lets any HTTP server come.
 *    `--blocks` (4) alternations of the four kinds of block, each starting with another kind, of
 *    `--block` (48) conversions each. Beside it, the CPU time of a conversion: the server's (its
 *    process, from /proc/<pid>/stat, and per group of its threads from /proc/<pid>/task) ÷ bare
 *    sharp's (this process during its blocks), a figure other load on the machine moves far less
 *    than the rate; the bare HTTP server's alike; and what this process spent meanwhile on the
 *    clients and the fake host, which share the cores with the servers here and cost them rate.
 * 3. Memory: the server's peak RSS (VmHWM, a fresh server) over 150 distinct `fullhd.png`
 *    conversions at 2 × cores concurrency (not with `--skip-memory`).
 * Every video is a `photo…` id (film grain: it compresses like a real frame), whose JPEGs have
 * bytes of their own (tests/fake-image-host/README.md), as a real host's do: nothing the server
 * keeps by a file's hash answers for another video. Each request
 * comes as its own client (X-Forwarded-For from a trusted loopback proxy), so the per-client
 * buckets do not refuse the benchmark. With --baseline=DIR (a checkout of another commit, with
 * node_modules and build linked in; several, comma-separated), each round runs those servers and
 * this one side by side, named by their directory, each as its own `serve` script runs it.
 * Bounded: about a thousand conversions per round.
 */
import type { ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { once } from 'node:events'
import sharp from 'sharp'
import { Agent, fetch } from 'undici'
import { getFormat } from '#core/formats.ts'
import { spawnServe } from '../scripts/serve-settings.ts'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { median } from '#tests/support/stats.ts'

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=')
    return [key, value] as const
  }),
)
/** A whole number ≥ 1 given as `--name=N`, or `fallback`; anything else stops with the usage. */
function count(name: string, fallback: number): number {
  const value = Number(args.get(name) || fallback)
  if (Number.isInteger(value) && value >= 1) return value
  console.error(
    `--${name} must be a whole number of 1 or more (see the usage at the top of bench/convert.ts)`,
  )
  process.exit(2)
}
const ROUNDS = count('rounds', 3)
const baseline = args.get('baseline')
const CORES = availableParallelism()
const CLIENTS = 2 * CORES
const COLD_RUNS = 9
const THROUGHPUT_RUNS = count('block', 48)
const THROUGHPUT_BLOCKS = count('blocks', 4)
const MEMORY_RUNS = 150
/** The server's WebP settings (core/formats.ts): bare sharp does the server's conversion. */
const WEBP_SETTINGS = getFormat('webp').encoder.options

const host = await startFakeImageHost()
/** The servers' DATA_DIR (their contact database), removed at the end. */
const dataDir = mkdtempSync(join(tmpdir(), 'bench-convert-'))
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
let serial = 0
/** A new 11-character photo id: nothing cached anywhere for it. */
const freshId = () => `photo${String(serial++).padStart(6, '0')}`
let clientSerial = 0
const freshClient = () => {
  const n = clientSerial++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

type Server = { origin: string; child: ChildProcess; close(): Promise<void> }

let serverSerial = 0

/**
 * The build in `dir` started as its `npm run serve` starts it (its environment defaults and
 * Node flags: scripts/serve-settings.ts). Its log goes to a file, as a process manager's would,
 * not to a pipe this process reads: reading and parsing every request line would cost the
 * bench's own process, on the same cores, a share of the server's work.
 */
async function startServer(dir: string, entry?: string): Promise<Server> {
  const logFile = join(dataDir, `server-${serverSerial++}.log`)
  const logFd = openSync(logFile, 'w')
  const child = spawnServe(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      THUMBNAIL_ORIGIN: host.origin,
      YOUTUBE_ORIGIN: host.origin,
      TRUST_PROXY: '127.0.0.1',
      HOST_REQUESTS_PER_SECOND: '100000',
      DATA_DIR: dataDir,
    },
    { dir, entry, stdio: ['ignore', logFd, 'inherit'] },
  )
  // The child has its own copy of the descriptor.
  closeSync(logFd)
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))
  let origin = ''
  for (let waited = 0; !origin; waited += 20) {
    const log = readFileSync(logFile, 'utf8')
    if (exited !== undefined || waited > 30_000) {
      child.kill('SIGKILL')
      throw new Error(`the server did not start (exit ${exited}): ${log}`)
    }
    const port = /"msg":"listening","port":(\d+)/.exec(log)?.[1]
    if (port) origin = `http://127.0.0.1:${port}`
    else await new Promise((done) => setTimeout(done, 20))
  }
  return {
    origin,
    child,
    async close() {
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

/** 503s answered (the time-bounded queue refused): asked again after 50 ms, and counted. */
let busy = 0
/**
 * 504s answered (the fake host, in this busy process, missed the server's 5 s fetch deadline: a
 * shared machine at a load of 20 and more does that): asked again, and counted.
 */
let timedOut = 0

/**
 * The clients' connections: undici's `request` on keep-alive sockets, reading each body to its
 * end and counting it (the `fetch` API's streams and an `arrayBuffer()` copy cost this process,
 * which shares the cores with the server, about 4 ms more per download: docs/performance.md).
 */
const clients = new Agent({ connections: CLIENTS })

async function download(server: Server, id: string, file: string): Promise<number> {
  const client = freshClient()
  for (;;) {
    const { statusCode, headers, body } = await clients.request({
      origin: server.origin,
      path: `/api/thumbnails/${id}/${file}`,
      method: 'GET',
      headers: { 'x-forwarded-for': client },
    })
    if (statusCode === 200) {
      let bytes = 0
      for await (const chunk of body) bytes += (chunk as Buffer).length
      if (String(bytes) !== headers['content-length'])
        throw new Error(`${file}: ${bytes} bytes of ${String(headers['content-length'])}`)
      return bytes
    }
    const text = await body.text()
    if (statusCode === 504) timedOut += 1
    else if (statusCode === 503) busy += 1
    else throw new Error(`${file}: ${statusCode} ${text}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function hostBytes(id: string, path: string): Promise<Buffer> {
  const response = await fetch(`${host.origin}/vi/${id}/${path}`)
  return Buffer.from(await response.arrayBuffer())
}

const floorPng = async () => {
  const bytes = await hostBytes(freshId(), 'maxresdefault.jpg')
  return sharp(bytes).png({ compressionLevel: 3, adaptiveFiltering: true }).toBuffer()
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await task()
  return performance.now() - started
}

/** `count` tasks, `clients` at a time; the wall time in ms. */
async function concurrently(count: number, clients: number, task: () => Promise<unknown>) {
  let left = count
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) await task()
    }),
  )
  return performance.now() - started
}

/** A figure of /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak). */
const statusMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    )?.[1],
  ) / 1024

/** utime + stime of a /proc stat line (fields 14 and 15 of proc(5), clock ticks of 10 ms), in ms. */
function statCpuMs(stat: string): number {
  const fields = (stat.slice(stat.lastIndexOf(') ') + 2) || '').split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The threads of a server, by what they do: their names as Node and libvips give them. */
const THREAD_GROUPS = [
  ['main', /^node-MainThread$/],
  ['V8 GC and compiler helpers', /^node-V8Worker$|^v8:/],
  ['libuv pool (sharp calls)', /^libuv-worker$/],
  ['libvips workers', /^libvips worker$/],
] as const
type ThreadGroup = (typeof THREAD_GROUPS)[number][0] | 'other'

/** CPU time so far of each group of a process's threads, in ms: /proc/<pid>/task/<tid>/stat. */
function threadCpuMs(pid: number): Map<ThreadGroup, number> {
  const groups = new Map<ThreadGroup, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '')
    const group = THREAD_GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other'
    groups.set(group, (groups.get(group) ?? 0) + statCpuMs(stat))
  }
  return groups
}

/** CPU time (user + system, every thread) of a process so far, in ms: /proc/<pid>/stat. */
const cpuMs = (pid: number) => statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'))

type Figures = {
  cold: number
  coldMs: number
  floorMs: number
  rate: number
  /** Conversions/s ÷ those of undici fetch + sharp in this process. */
  fetchRate: number
  /** Conversions/s ÷ those of the bare HTTP server (bench/bare-http-server.ts). */
  httpRate: number
  /** The bare HTTP server's conversions/s ÷ bare sharp's: where the harness itself stops. */
  referenceRate: number
  /** CPU ms of a bare HTTP server's conversion, every thread. */
  referenceCpuMs: number
  /** CPU ms per conversion of this process's clients and fake host during the bare server's. */
  referenceHarnessCpuMs: number
  /** CPU ms of a server conversion ÷ that of a bare one. */
  cpu: number
  serverCpuMs: number
  bareCpuMs: number
  /** CPU ms per conversion of this process's clients and fake host during the server's blocks. */
  harnessCpuMs: number
  /** CPU ms per conversion of each group of the server's threads. */
  threads: Partial<Record<ThreadGroup, number>>
  /** The same for the bare HTTP server. */
  referenceThreads: Partial<Record<ThreadGroup, number>>
  idleMiB: number
  peakMiB: number
}

/** What the blocks of one HTTP server added up to: wall and CPU ms, the latter per thread group. */
type HttpBlocks = { wall: number; cpu: number; harness: number; threads: Map<ThreadGroup, number> }
const emptyHttpBlocks = (): HttpBlocks => ({ wall: 0, cpu: 0, harness: 0, threads: new Map() })

/**
 * One block of distinct `maxresdefault.webp` downloads from `target` (the host's WebP twin made
 * to 404, so each is a conversion), added to `sums`: its wall time, the target's CPU (all
 * threads, and per group) and this process's (the clients and the fake host).
 */
async function httpBlock(target: Server, sums: HttpBlocks) {
  const pid = target.child.pid as number
  host.setFault('status:404', { quality: 'fullhd' })
  const cpuBefore = cpuMs(pid)
  const threadsBefore = threadCpuMs(pid)
  const harnessBefore = process.cpuUsage()
  sums.wall += await concurrently(THROUGHPUT_RUNS, CLIENTS, () =>
    download(target, freshId(), 'maxresdefault.webp'),
  )
  const harness = process.cpuUsage(harnessBefore)
  sums.harness += (harness.user + harness.system) / 1000
  sums.cpu += cpuMs(pid) - cpuBefore
  for (const [group, ms] of threadCpuMs(pid))
    sums.threads.set(group, (sums.threads.get(group) ?? 0) + ms - (threadsBefore.get(group) ?? 0))
  host.reset()
}

const perConversion = (groups: Map<ThreadGroup, number>, conversions: number) =>
  Object.fromEntries([...groups].map(([group, ms]) => [group, ms / conversions]))

async function measure(dir: string): Promise<Figures> {
  const server = await startServer(dir)
  let figures: Omit<Figures, 'peakMiB' | 'idleMiB'>
  try {
    // Warm both sides up (module loading, the host's first answers, sharp's first call).
    await download(server, freshId(), 'maxresdefault.png')
    await floorPng()
    // 1. Cold PNG, interleaved with the floor so both see the same load.
    const serverMs: number[] = []
    const floorMs: number[] = []
    for (let i = 0; i < COLD_RUNS; i++) {
      serverMs.push(await timed(() => download(server, freshId(), 'maxresdefault.png')))
      floorMs.push(await timed(floorPng))
    }
    // 2. Throughput of distinct WebP conversions beside bare sharp on the same bytes, in
    // alternating blocks so that both see the same load.
    const jpeg = await hostBytes(freshId(), 'maxresdefault.jpg')
    const ours = emptyHttpBlocks()
    const bare = emptyHttpBlocks()
    let bareWall = 0
    let bareCpu = 0
    let fetchWall = 0
    const kinds = [
      () => httpBlock(server, ours),
      () => httpBlock(reference, bare),
      async () => {
        const before = process.cpuUsage()
        bareWall += await concurrently(THROUGHPUT_RUNS, CLIENTS, () =>
          sharp(jpeg).webp(WEBP_SETTINGS).toBuffer(),
        )
        const spent = process.cpuUsage(before)
        bareCpu += (spent.user + spent.system) / 1000
      },
      async () => {
        fetchWall += await concurrently(THROUGHPUT_RUNS, CLIENTS, async () =>
          sharp(await hostBytes(freshId(), 'maxresdefault.jpg'))
            .webp(WEBP_SETTINGS)
            .toBuffer(),
        )
      },
    ]
    // Each alternation starts with another kind, so none always follows the same neighbour.
    for (let block = 0; block < THROUGHPUT_BLOCKS; block++) {
      for (let kind = 0; kind < kinds.length; kind++) await kinds[(block + kind) % kinds.length]?.()
    }
    const conversions = THROUGHPUT_BLOCKS * THROUGHPUT_RUNS
    figures = {
      cold: median(serverMs) / median(floorMs),
      coldMs: median(serverMs),
      floorMs: median(floorMs),
      rate: bareWall / ours.wall,
      fetchRate: fetchWall / ours.wall,
      httpRate: bare.wall / ours.wall,
      referenceRate: bareWall / bare.wall,
      referenceCpuMs: bare.cpu / conversions,
      cpu: ours.cpu / bareCpu,
      serverCpuMs: ours.cpu / conversions,
      bareCpuMs: bareCpu / conversions,
      harnessCpuMs: ours.harness / conversions,
      referenceHarnessCpuMs: bare.harness / conversions,
      threads: perConversion(ours.threads, conversions),
      referenceThreads: perConversion(bare.threads, conversions),
    }
  } finally {
    await server.close()
  }
  // 3. Peak memory, on a fresh server.
  if (args.has('skip-memory')) return { ...figures, idleMiB: Number.NaN, peakMiB: Number.NaN }
  const fresh = await startServer(dir)
  try {
    // Idle: after one conversion has loaded everything a conversion needs.
    await download(fresh, freshId(), 'fullhd.png')
    const idleMiB = statusMiB(fresh.child.pid as number, 'VmRSS')
    await concurrently(MEMORY_RUNS, CLIENTS, () => download(fresh, freshId(), 'fullhd.png'))
    return { ...figures, idleMiB, peakMiB: statusMiB(fresh.child.pid as number, 'VmHWM') }
  } finally {
    await fresh.close()
  }
}

const range = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

type Column = Exclude<keyof Figures, 'threads' | 'referenceThreads'>

function report(name: string, rounds: Figures[]) {
  const column = (key: Column, digits: number) =>
    range(
      rounds.map((round) => round[key]),
      digits,
    )
  console.log(
    `| ${name} | ${column('cold', 2)}× (${column('coldMs', 0)} ms vs ${column('floorMs', 0)} ms) | ` +
      `${column('rate', 2)}× | ${column('fetchRate', 2)}× | ${column('httpRate', 2)}× (it: ${column('referenceRate', 2)}× bare sharp) | ${column('cpu', 2)}× (${column('serverCpuMs', 1)} ms vs ${column('bareCpuMs', 1)} ms) | ` +
      `${column('peakMiB', 0)} MiB (idle ${column('idleMiB', 0)}) |`,
  )
}

if (args.has('png-table')) {
  await pngTable()
  await host.close()
  process.exit(0)
}

/**
 * `--png-table`: time and bytes of sharp's PNG per zlib level (adaptive filtering on and off) for
 * each size the server makes a PNG at, from the host's photo-like JPEGs (and one flat drawing,
 * the fake host's default picture); median of 5.
 */
async function pngTable() {
  const id = freshId()
  const drawing = 'drawing0001'
  const sizes = [
    ['hqdefault 480×360', await hostBytes(id, 'hqdefault.jpg'), undefined],
    ['maxresdefault 1280×720', await hostBytes(id, 'maxresdefault.jpg'), undefined],
    ['fullhd 1920×1080', await hostBytes(id, 'maxresdefault.jpg'), [1920, 1080]],
    [
      'maxresdefault 1280×720, flat drawing',
      await hostBytes(drawing, 'maxresdefault.jpg'),
      undefined,
    ],
  ] as const
  console.log(`# PNG per zlib level — ${CORES} cores, load average ${loadavg()[0]?.toFixed(2)}`)
  console.log('| size | level | adaptive | median ms | KiB | × bytes of level 9 adaptive |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const [name, input, resize] of sizes) {
    const rows: [number, boolean, number, number][] = []
    for (const adaptiveFiltering of [true, false]) {
      for (const compressionLevel of [1, 2, 3, 4, 6, 9]) {
        const ms: number[] = []
        let bytes = 0
        for (let i = 0; i < 5; i++) {
          const started = performance.now()
          let pipeline = sharp(input)
          if (resize) pipeline = pipeline.resize(resize[0], resize[1], { kernel: 'lanczos3' })
          bytes = (await pipeline.png({ compressionLevel, adaptiveFiltering }).toBuffer()).length
          ms.push(performance.now() - started)
        }
        rows.push([compressionLevel, adaptiveFiltering, median(ms), bytes])
      }
    }
    const best = rows.find(([level, adaptive]) => level === 9 && adaptive)?.[3] ?? 1
    for (const [level, adaptive, ms, bytes] of rows)
      console.log(
        `| ${name} | ${level} | ${adaptive ? 'yes' : 'no'} | ${ms.toFixed(0)} | ${(bytes / 1024).toFixed(0)} | ${(bytes / best).toFixed(3)} |`,
      )
  }
}

console.log(
  `# bench:convert — ${new Date().toISOString()}, ${CORES} cores, ${CLIENTS} clients, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
)
const builds = [
  ...(baseline ? baseline.split(',').map((dir) => [dir.replace(/.*\//, ''), resolve(dir)]) : []),
  ['this', process.cwd()],
]
/** The reference every server's throughput is also compared with, started once (it keeps nothing). */
const reference = await startServer(process.cwd(), 'bench/bare-http-server.ts')
// A round that fails must not leave it running.
process.on('exit', () => reference.child.kill('SIGKILL'))
// Warmed up as the servers are (V8's compiler, libvips, the sockets to the host).
host.setFault('status:404', { quality: 'fullhd' })
await download(reference, freshId(), 'maxresdefault.webp')
host.reset()
const results = new Map<string, Figures[]>(builds.map(([name]) => [name as string, []]))
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, dir] of builds as [string, string][]) {
    const figures = await measure(dir)
    results.get(name)?.push(figures)
    console.error(`round ${round + 1} ${name}: ${JSON.stringify(figures)}`)
  }
}
console.log(
  '\n| server | cold PNG ÷ floor | conversions/s ÷ bare sharp | conversions/s ÷ fetch + sharp | conversions/s ÷ bare HTTP server | CPU per conversion ÷ bare sharp | peak RSS, 150 × fullhd.png |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const [name, rounds] of results) report(name, rounds)
// Where a server conversion's CPU goes, beside bare sharp's and what this process spent on the
// clients and the fake host meanwhile (the same cores): the throughput's CPU budget.
const groups = [...THREAD_GROUPS.map(([group]) => group), 'other'] as const
console.log(
  `\n| server | ${groups.join(' | ')} | server, all threads | bare sharp | bare HTTP server | clients and fake host |`,
)
console.log(`| --- |${' --- |'.repeat(groups.length + 4)}`)
for (const [name, rounds] of results) {
  const ms = (values: number[]) => `${range(values, 1)} ms`
  const cells = groups.map((group) => ms(rounds.map((round) => round.threads[group] ?? 0)))
  const totals = (['serverCpuMs', 'bareCpuMs', 'referenceCpuMs', 'harnessCpuMs'] as const).map(
    (key) => ms(rounds.map((round) => round[key])),
  )
  console.log(`| ${name} | ${[...cells, ...totals].join(' | ')} |`)
  const reference = groups.map((group) =>
    ms(rounds.map((round) => round.referenceThreads[group] ?? 0)),
  )
  const [referenceTotal, referenceHarness] = (
    ['referenceCpuMs', 'referenceHarnessCpuMs'] as const
  ).map((key) => ms(rounds.map((round) => round[key])))
  console.log(
    `| bare HTTP server, beside ${name} | ${reference.join(' | ')} | ${referenceTotal} | | | ${referenceHarness} |`,
  )
}
console.log(
  `\nmedian (range) of ${ROUNDS} rounds; ${busy} answers 503 and ${timedOut} answers 504 (asked again); load average at the end ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
)
await reference.close()
await host.close()
