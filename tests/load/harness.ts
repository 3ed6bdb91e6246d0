/**
 * @module What the load tests share: the production server as a child process
 * (with the event-loop monitor preloaded) against the fake image host in a
 * third process (remote-host.ts), the
 * process metrics (VmHWM, RSS, open fds, loop delay: process-monitor.ts),
 * autocannon with per-status latencies, and unique video ids so that no
 * request is answered from the server's caches.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import autocannon, { type Options, type Result } from 'autocannon'
import { serveSettings } from '../../scripts/serve-settings.ts'
import { startMain, type MainProcess } from '#tests/support/main-process.ts'
import { percentile } from '#tests/support/stats.ts'
import { startRemoteHost, type RemoteHost } from './remote-host.ts'

export const MIB = 1024 * 1024
/** Seconds per autocannon run (30 by default); LOAD_SECONDS shortens a try-out. */
export const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 30)

/**
 * The server runs as `npm run serve` runs it (scripts/serve-settings.ts): glibc held to two malloc
 * arenas, without which a sharp process's RSS keeps creeping up (sharp#2607), large buffers mapped
 * on their own, React's production build, and V8's heap settings (docs/reliability.md, Memory).
 * LOAD_MALLOC_ARENA_MAX= (empty) runs it with glibc's default arenas instead, for comparison.
 */
const SERVE = serveSettings()
const SERVE_ENV = Object.fromEntries(
  Object.entries(SERVE.env).filter(([name]) => name !== 'MALLOC_ARENA_MAX'),
)
const MALLOC_ARENA_MAX = process.env.LOAD_MALLOC_ARENA_MAX ?? SERVE.env.MALLOC_ARENA_MAX ?? '2'

export type Monitor = {
  /** Event-loop delay in ms, the sampling interval taken off. */
  loop: { p50: number; p99: number; max: number }
  /** Sockets to the image host: the most open at once, and open now. */
  upstream: { peak: number; open: number }
  /** `process.memoryUsage()` in MiB. */
  memory: Record<string, number>
}

export type LoadServer = {
  host: RemoteHost
  server: MainProcess
  /** What the server measured in itself since the previous call (tests/load/process-monitor.ts). */
  monitor(): Promise<Monitor>
  close(): Promise<void>
}

/**
 * The server trusts the load generator as a proxy (TRUST_PROXY), so that `cannon` can present
 * each request as a visitor of its own (`X-Forwarded-For`, see `cannon`), and its host budget is
 * lifted so far that the capacity rows measure the server, not the budget that protects the image
 * host (each request names a new video: thousands of host requests a second). The rows about
 * those limits set them back (fairness.load.ts, host-budget.load.ts).
 */
export const LOAD_ENV = { TRUST_PROXY: '127.0.0.1', HOST_REQUESTS_PER_SECOND: '100000' }

export async function startLoadServer(env: Record<string, string> = {}): Promise<LoadServer> {
  const host = await startRemoteHost()
  const server = await startMain(
    {
      ...SERVE_ENV,
      THUMBNAIL_ORIGIN: host.origin,
      ...(MALLOC_ARENA_MAX && { MALLOC_ARENA_MAX }),
      ...LOAD_ENV,
      ...env,
    },
    { nodeArgs: [...SERVE.nodeArgs, '--import', './tests/load/process-monitor.ts'] },
  )
  let seen = 0
  const monitor = async () => {
    server.child.kill('SIGUSR2')
    for (let waited = 0; waited < 5_000; waited += 20) {
      const lines = server
        .output()
        .stderr.split('\n')
        .filter((line) => line.startsWith('monitor '))
      if (lines.length > seen) {
        seen = lines.length
        return JSON.parse(lines.at(-1)?.slice('monitor '.length) ?? '{}') as Monitor
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('the server did not report its measurements')
  }
  await monitor()
  return {
    host,
    server,
    monitor,
    async close() {
      await server.stop()
      await host.close()
    },
  }
}

function statusKiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )
  return Number(match?.[1] ?? Number.NaN) * 1024
}

/** Process metrics from /proc (Linux). */
export const proc = {
  peak: (pid: number) => statusKiB(pid, 'VmHWM'),
  rss: (pid: number) => statusKiB(pid, 'VmRSS'),
  fds: (pid: number) => readdirSync(`/proc/${pid}/fd`).length,
  /** Starts VmHWM over from the current RSS. */
  resetPeak: (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
}

/** Lets conversions queued by a previous run (its clients gone, the work not) drain. */
export const settle = (ms = 3_000) => new Promise((resolve) => setTimeout(resolve, ms))

let ids = 0
/**
 * A video id never asked for before in this process (the fake host serves any id).
 * @example uniqueVideoId('h1') // 'h1000000001'
 */
export function uniqueVideoId(prefix: string): string {
  return `${prefix}${(++ids).toString(36).padStart(11 - prefix.length, '0')}`
}

export type LoadRun = {
  result: Result
  /** Per-status latencies of every response, in ms. */
  byStatus: Map<number, number[]>
  /** Statuses per kind of request, when `next` names kinds: `{ webp: { 200: 412 } }`. */
  byKind: Map<string, Map<number, number>>
  /** Responses that broke a per-response rule (say, a 503 without Retry-After). */
  violations: string[]
}

let visitors = 0
/** A new documentation-range address (RFC 5737 has three /24s; 198.18.0.0/15 of RFC 2544 more). */
const nextVisitor = () => {
  const n = visitors++
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * Runs autocannon with a fresh path per request, recording each response's status and latency.
 * Each request comes as a new visitor (`X-Forwarded-For` from a proxy the server trusts:
 * LOAD_ENV), so the per-client limits stay out of the capacity figures; `asOneClient` sends them
 * all from the socket's own address instead, as one client flooding would.
 * @example await cannon({ url, connections: 20 }, () => `/api/thumbnails/${uniqueVideoId('x')}/maxresdefault.webp`)
 */
export async function cannon(
  options: Options,
  next: () => string | { path: string; kind: string },
  check?: (status: number, headers: Record<string, string>) => string | undefined,
  { asOneClient = false }: { asOneClient?: boolean } = {},
): Promise<LoadRun> {
  const byStatus = new Map<number, number[]>()
  const byKind = new Map<string, Map<number, number>>()
  const violations: string[] = []
  const instance = autocannon({
    duration: LOAD_SECONDS,
    timeout: 30,
    ...options,
    requests: [
      {
        setupRequest: (request, context) => {
          const chosen = next()
          const { path, kind } = typeof chosen === 'string' ? { path: chosen, kind: '' } : chosen
          context.kind = kind
          if (asOneClient) return { ...request, path }
          const headers = { ...request.headers, 'x-forwarded-for': nextVisitor() }
          return { ...request, path, headers }
        },
        onResponse: (status, _body, context, headers) => {
          const kind = String(context.kind)
          const counts = byKind.get(kind) ?? new Map<number, number>()
          counts.set(status, (counts.get(status) ?? 0) + 1)
          byKind.set(kind, counts)
          const problem = check?.(status, headers)
          if (problem && violations.length < 20) violations.push(problem)
        },
      },
    ],
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    const list = byStatus.get(status) ?? []
    list.push(ms)
    byStatus.set(status, list)
  })
  const result = await instance
  return { result, byStatus, byKind, violations }
}

/** One line per status: count, p50, p99, max. */
export function describeRun(name: string, run: LoadRun): string {
  const { result } = run
  const statuses = [...run.byStatus]
    .sort(([a], [b]) => a - b)
    .map(
      ([status, ms]) =>
        `${status}×${ms.length} p50 ${percentile(ms, 50).toFixed(0)} p99 ${percentile(ms, 99).toFixed(0)} max ${ms.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms`,
    )
  return (
    `${name}: ${(result.requests.total / result.duration).toFixed(1)} req/s over ${result.duration} s, ` +
    `errors ${result.errors}, timeouts ${result.timeouts}; ${statuses.join('; ')}`
  )
}

/** Every latency of the given statuses. */
export function latencies(run: LoadRun, test: (status: number) => boolean): number[] {
  return [...run.byStatus].filter(([status]) => test(status)).flatMap(([, ms]) => ms)
}
