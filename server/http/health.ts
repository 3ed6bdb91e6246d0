import { Hono } from 'hono'
import { z } from 'zod'

/** `/healthz`'s answer (described in the API document, server/http/openapi.ts). */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string().meta({ description: "package.json's version of the running server." }),
})

/**
 * `GET /healthz`: the process is up and serving, and which version it runs. For load balancers,
 * uptime checks and an operator asked "which version is that?". The version comes in as an
 * argument (server/app.ts): the kernel reads no files.
 * @example app.route('/healthz', healthRoute({ version: '0.3.0' }))
 */
export function healthRoute({ version }: { version: string }) {
  return new Hono().get('/', (c) => {
    const body = { status: 'ok', version } as const satisfies z.output<typeof HealthSchema>
    return c.json(body, 200, { 'Cache-Control': 'no-store' })
  })
}
