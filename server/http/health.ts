import { Hono } from 'hono'
import type { RequestLogVariables } from './request-log.ts'

/** `GET /healthz`: the process is up and serving. For load balancers and uptime checks. */
export function healthRoute() {
  return new Hono<{ Variables: RequestLogVariables }>().get('/', (c) => {
    c.set('route', '/healthz')
    return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' })
  })
}
