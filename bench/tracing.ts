/**
 * Usage: node bench/tracing.ts
 * Prints what tracing costs each request (server/tracing.ts): the same one-route Hono app, whose
 * handler runs one traced step, answering `app.request()` without the tracing middleware
 * ("bare"), with it and tracing off ("off": OTEL_EXPORTER_OTLP_ENDPOINT unset), and with tracing
 * on, exporting in batches to an exporter that drops the spans ("on": the SDK's own cost, no
 * network). 50 000 requests each after 5 000 to warm up, three rounds. In process.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import type { SpanExporter } from '@opentelemetry/sdk-trace'
import { requestTrace } from '#server/http/request-trace.ts'
import { inSpan, startTracing } from '#server/tracing.ts'

const ROUTE = '/api/thumbnails/:videoId/:file'
const PATH = '/api/thumbnails/dQw4w9WgXcQ/hqdefault.jpg'

function app(middleware?: MiddlewareHandler) {
  const routes = new Hono()
  // request-trace.ts reads the request id that request-log.ts sets first.
  routes.use(async (c, next) => {
    c.set('requestId', 'bench')
    await next()
  })
  if (middleware) routes.use(middleware)
  return routes.get(ROUTE, async (c) =>
    c.text(await inSpan('thumbgrab.lookup', {}, async () => 'ok')),
  )
}

/** Microseconds per request, answering `n` in a row. */
async function microsPerRequest(routes: Hono, n: number): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < n; i++) await routes.request(PATH)
  return ((performance.now() - started) / n) * 1000
}

const dropping: SpanExporter = {
  export: (_spans, done) => done({ code: 0 }),
  shutdown: async () => {},
}

const bare = app()
const traced = app(requestTrace())
for (let round = 1; round <= 3; round++) {
  await microsPerRequest(bare, 5_000)
  await microsPerRequest(traced, 5_000)
  const withoutMiddleware = await microsPerRequest(bare, 50_000)
  const off = await microsPerRequest(traced, 50_000)
  const tracing = await startTracing({ version: 'bench', exporter: dropping })
  await microsPerRequest(traced, 5_000)
  const on = await microsPerRequest(traced, 50_000)
  await tracing.shutdown()
  const delta = (value: number) =>
    `${value >= withoutMiddleware ? '+' : ''}${(value - withoutMiddleware).toFixed(2)}`
  console.log(
    `round ${round}: bare ${withoutMiddleware.toFixed(2)} µs/request, off ${off.toFixed(2)} (${delta(off)}), on ${on.toFixed(2)} (${delta(on)})`,
  )
}
