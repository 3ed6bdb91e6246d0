import type { Context, MiddlewareHandler } from 'hono'
import { inServerSpan, tracingOn } from '../tracing.ts'
import { routeName } from './route-name.ts'

/** No trace context: a request from anyone but a trusted proxy starts a trace of its own. */
const NONE = new Headers()

/**
 * The request's server span (server/tracing.ts), when tracing is on: named by method and route
 * pattern (`routeName`, never the path), with the status and the request id (request-log.ts,
 * which runs first) as attributes. It continues the `traceparent` of a trusted proxy
 * (`trusted`: client-key.ts, fromTrustedProxy) only, as request-log.ts keeps only its request
 * id: a stranger cannot choose the trace its request joins, nor keep it out of the traces.
 */
export function requestTrace({
  trusted = () => false,
}: { trusted?: (c: Context) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (!tracingOn()) return next()
    await inServerSpan(
      c.req.method,
      trusted(c) ? c.req.raw.headers : NONE,
      () => next(),
      () => ({
        route: routeName(c),
        status: c.res.status,
        attributes: { 'thumbgrab.request_id': c.get('requestId') },
      }),
    )
  }
}
