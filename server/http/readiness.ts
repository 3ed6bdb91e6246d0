/**
 * Readiness, apart from liveness (/healthz): whether this process should be sent traffic now.
 * It is 'starting' from its creation until server/start.ts calls `ready()` once the listener is
 * up and every dependency open, 'draining' from `drain()` (SIGTERM) until the process exits, and
 * otherwise ready while every registered check passes. The kernel knows no capability: each one
 * registers its own checks as functions (server/app.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { RequestLogVariables } from './request-log.ts'

/** True when the dependency can do its work; false or a throw when it cannot. */
export type ReadinessCheck = () => boolean | Promise<boolean>

/** `ready`, or why not: `starting`, `draining`, or `<check> unavailable`. */
export type ReadinessStatus = 'ready' | 'starting' | 'draining' | `${string} unavailable`

export type Readiness = {
  /** Adds a check, e.g. `check('contact store', () => store.ready())`. */
  check(name: string, check: ReadinessCheck): void
  /** Start-up is over: the checks decide from now on. */
  ready(): void
  /** Stopping began: 503 until exit, so a balancer stops sending before connections close. */
  drain(): void
  status(): Promise<ReadinessStatus>
}

/**
 * @example const readiness = createReadiness(); …listen…; readiness.ready()
 */
export function createReadiness(): Readiness {
  let phase: 'starting' | 'running' | 'draining' = 'starting'
  const checks = new Map<string, ReadinessCheck>()
  return {
    check: (name, check) => void checks.set(name, check),
    ready: () => {
      if (phase === 'starting') phase = 'running'
    },
    drain: () => {
      phase = 'draining'
    },
    async status() {
      if (phase !== 'running') return phase
      for (const [name, check] of checks) if (!(await passes(check))) return `${name} unavailable`
      return 'ready'
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
    description: '`ready`, or why not: `starting`, `draining` or `<check> unavailable`.',
  }),
})

/** `GET /readyz`: 200 `{"status":"ready"}`, else 503 with the reason as the status; never cached. */
export function readinessRoute(readiness: Readiness) {
  return new Hono<{ Variables: RequestLogVariables }>().get('/', async (c) => {
    c.set('route', '/readyz')
    const status = await readiness.status()
    return c.json({ status }, status === 'ready' ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
}
