import type { MiddlewareHandler } from 'hono'
import { inServerSpan, tracingOn } from '../tracing.ts'
import { routeName } from './route-name.ts'

/**
 * The request's server span (server/tracing.ts), when tracing is on: named by method and route
 * pattern (`routeName`, never the path), with the status and the request id (request-log.ts,
 * which runs first) as attributes, continuing an incoming `traceparent`.
 */
export function requestTrace(): MiddlewareHandler {
  return async (c, next) => {
    if (!tracingOn()) return next()
    await inServerSpan(
      c.req.method,
      c.req.raw.headers,
      () => next(),
      () => ({
        route: routeName(c),
        status: c.res.status,
        attributes: { 'thumbgrab.request_id': c.get('requestId') },
      }),
    )
  }
}
