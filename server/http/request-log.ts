import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../log.ts'

export type RequestLogVariables = { requestId: string; route: string }

/**
 * One log line per request with the method, the route *pattern* (never the
 * path or query: they can hold a submitted link or a video id), the status
 * and the duration. Handlers name their route with `c.set('route', …)`.
 */
export function requestLog(log: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = randomUUID()
    c.set('requestId', requestId)
    c.set('route', 'page')
    await next()
    log.info({
      msg: 'request',
      requestId,
      method: c.req.method,
      route: c.get('route'),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
