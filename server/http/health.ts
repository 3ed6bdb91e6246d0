import { Hono } from 'hono'
import type { RequestLogVariables } from './request-log.ts'

/**
 * `GET /healthz`: the process is up and serving, and which version it runs. For load balancers,
 * uptime checks and an operator asked "which version is that?". The version comes in as an
 * argument (server/app.ts): the kernel reads no files.
 * @example app.route('/healthz', healthRoute({ version: '0.2.0' }))
 */
export function healthRoute({ version }: { version: string }) {
  return new Hono<{ Variables: RequestLogVariables }>().get('/', (c) => {
    c.set('route', '/healthz')
    return c.json({ status: 'ok', version }, 200, { 'Cache-Control': 'no-store' })
  })
}
