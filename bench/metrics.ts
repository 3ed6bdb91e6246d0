/**
 * Usage: node bench/metrics.ts
 * Prints what the HTTP metrics cost each request (docs/operations.md): the same one-route Hono
 * app answering `app.request()` with and without `httpMetrics` (server/http/metrics.ts), 50 000
 * requests each after 5 000 to warm up, three rounds. In process: no socket, no network.
 */
import { Hono } from 'hono'
import { httpMetrics, Registry } from '#server/http/metrics.ts'

const ROUTE = '/api/thumbnails/:videoId/:file'
const PATH = '/api/thumbnails/dQw4w9WgXcQ/hqdefault.jpg'

const plain = new Hono().get(ROUTE, (c) => c.text('ok'))
const counted = new Hono()
counted.use(httpMetrics(new Registry()))
counted.get(ROUTE, (c) => c.text('ok'))

/** Microseconds per request, answering `n` in a row. */
async function microsPerRequest(app: Hono, n: number): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < n; i++) await app.request(PATH)
  return ((performance.now() - started) / n) * 1000
}

for (let round = 1; round <= 3; round++) {
  await microsPerRequest(plain, 5_000)
  await microsPerRequest(counted, 5_000)
  const without = await microsPerRequest(plain, 50_000)
  const withMetrics = await microsPerRequest(counted, 50_000)
  console.log(
    `round ${round}: ${without.toFixed(2)} µs/request without, ${withMetrics.toFixed(2)} with httpMetrics (${withMetrics >= without ? '+' : ''}${(withMetrics - without).toFixed(2)} µs)`,
  )
}
