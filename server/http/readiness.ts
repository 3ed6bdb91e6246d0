/**
 * Readiness, apart from liveness (/healthz): whether this process should be sent traffic now.
 * It is 'starting' from its creation until server/start.ts calls `ready()` once the listener is
 * up and every dependency open, 'draining' from `drain()` (SIGTERM) until the process exits, and
 * otherwise ready while every registered check passes. The kernel knows no capability: each one
 * registers its own checks as functions (server/app.ts).
 *
 * A check registered as `optional` is for a dependency the process can work without (Redis,
 * server/shared/redis.ts: it falls back to its own limits and cache): when it fails the status
 * is `<check> degraded` and the answer stays 200, so a balancer keeps sending traffic (taking
 * every replica out because a shared cache went away would turn a slowdown into an outage),
 * while the body tells an operator or a probe what is missing.
 *
 * The checks' verdict is kept for READINESS_CACHE_MS after their run ends, and every caller
 * meanwhile (and during the run) gets it: the route is on the public port, and a check may ask
 * the database (the contact store takes its write lock), so a flood of probes costs one run a
 * second. Start-up and draining are not cached: they answer at once.
 */
import { Hono } from 'hono'
import { z } from 'zod'

/** True when the dependency can do its work; false or a throw when it cannot. */
export type ReadinessCheck = () => boolean | Promise<boolean>

/**
 * `ready`, or why not: `starting`, `draining`, or `<check> unavailable`; or ready without an
 * optional dependency: `<check> degraded`.
 */
export type ReadinessStatus =
  'ready' | 'starting' | 'draining' | `${string} unavailable` | `${string} degraded`

export type Readiness = {
  /**
   * Adds a check, e.g. `check('contact store', () => store.ready())`; an `optional` one only
   * degrades readiness when it fails.
   */
  check(name: string, check: ReadinessCheck, options?: { optional?: boolean }): void
  /** Start-up is over: the checks decide from now on. */
  ready(): void
  /** Stopping began: 503 until exit, so a balancer stops sending before connections close. */
  drain(): void
  status(): Promise<ReadinessStatus>
}

/** How long the checks' verdict is kept: a balancer probes every few seconds, a flood more. */
export const READINESS_CACHE_MS = 1_000

/**
 * @example const readiness = createReadiness(); …listen…; readiness.ready()
 */
export function createReadiness({
  cacheMs = READINESS_CACHE_MS,
  now = () => performance.now(),
}: { cacheMs?: number; now?: () => number } = {}): Readiness {
  let phase: 'starting' | 'running' | 'draining' = 'starting'
  const checks = new Map<string, { check: ReadinessCheck; optional: boolean }>()
  /** The last run: `at` is when it ended, unset while it runs (callers meanwhile share it). */
  let verdict: { at?: number; status: Promise<ReadinessStatus> } | undefined
  async function run(): Promise<ReadinessStatus> {
    let degraded: ReadinessStatus | undefined
    for (const [name, { check, optional }] of checks) {
      if (await passes(check)) continue
      if (!optional) return `${name} unavailable`
      degraded ??= `${name} degraded`
    }
    return degraded ?? 'ready'
  }
  return {
    check: (name, check, { optional = false } = {}) => void checks.set(name, { check, optional }),
    ready: () => {
      if (phase === 'starting') phase = 'running'
    },
    drain: () => {
      phase = 'draining'
    },
    async status() {
      if (phase !== 'running') return phase
      // Kept from when the run ended: a slow check (a lock waited for) never runs twice at once.
      if (!verdict || (verdict.at !== undefined && now() - verdict.at >= cacheMs)) {
        const current: { at?: number; status: Promise<ReadinessStatus> } = { status: run() }
        void current.status.finally(() => (current.at = now()))
        verdict = current
      }
      return verdict.status
    },
  }
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  try {
    return await check()
  } catch {
    // A check that throws has answered: its dependency cannot work now.
    return false
  }
}

/** `/readyz`'s answer (described in the API document, server/http/openapi.ts). */
export const ReadinessSchema = z.object({
  status: z.string().meta({
    description:
      '`ready`; or why not: `starting`, `draining` or `<check> unavailable` (503); or ready without an optional dependency: `<check> degraded` (200).',
  }),
})

/**
 * `GET /readyz`: 200 `{"status":"ready"}` (or `"<check> degraded"`), else 503 with the reason
 * as the status; never cached.
 */
export function readinessRoute(readiness: Readiness) {
  return new Hono().get('/', async (c) => {
    const status = await readiness.status()
    const serving = status === 'ready' || status.endsWith(' degraded')
    return c.json({ status }, serving ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
}
