import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { Logger } from '../log.ts'
import { routeName } from './route-name.ts'

declare module 'hono' {
  // Every handler's `c.get('requestId')`, declared once here; requestLog below sets it.
  interface ContextVariableMap {
    requestId: string
  }
}

/** An id a client or proxy may choose: short, and safe to log and to echo in a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The request's id: the caller's `X-Request-Id` when it is safe, otherwise a new UUID.
 * @example requestIdFrom('lb-7f3a:42') // 'lb-7f3a:42'
 * @example requestIdFrom('a b') // a random UUID
 */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * One log line per request with the method, the route (`routeName`: the pattern, never the
 * path or query, which can hold a submitted link or a video id), the status and the duration.
 * The request id is the `X-Request-Id` of a trusted proxy (`trusted`: client-key.ts,
 * fromTrustedProxy) when safe, else a new one: a stranger cannot name its request as another's
 * in the log. Every response carries it back as `X-Request-Id`, so a reported failure maps to
 * one line.
 */
export function requestLog(
  log: Logger,
  { trusted = () => false }: { trusted?: (c: Context) => boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const requestId = trusted(c) ? requestIdFrom(c.req.header('X-Request-Id')) : randomUUID()
    c.set('requestId', requestId)
    await next()
    try {
      c.res.headers.set('X-Request-Id', requestId)
    } catch {
      // A response built elsewhere (e.g. by fetch or Response.redirect) has immutable headers:
      // copy it into one whose headers can change.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('X-Request-Id', requestId)
    }
    log.info({
      msg: 'request',
      requestId,
      method: c.req.method,
      route: routeName(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
