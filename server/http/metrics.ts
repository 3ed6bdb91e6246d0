/**
 * Prometheus metrics (docs/operations.md lists each one). A `Registry` is made per server and
 * passed in, never taken from prom-client's global one, so two apps in one process (tests) keep
 * their counts apart. The kernel owns the HTTP metrics and the listener that serves
 * `GET /metrics`; each capability registers its own metrics on the registry it is given.
 */
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { startHttpServer, type RunningServer } from './node-server.ts'
import { routeName } from './route-name.ts'

export { Registry }

/**
 * Seconds, from a cached file (about a millisecond) to the request timeout of
 * server/http/node-server.ts (15 s).
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15]

/**
 * A registry with prom-client's default process metrics (CPU, memory, event-loop lag, open
 * handles, garbage collection): what server/start.ts serves when METRICS_PORT is set.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return registry
}

/**
 * Counts every request and times it to its response (headers ready; a streamed body may take
 * longer), by method, route (server/http/route-name.ts) and status.
 * @example app.use(httpMetrics(registry))
 */
export function httpMetrics(registry: Registry): MiddlewareHandler {
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its response headers, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  return async (c, next) => {
    const started = performance.now()
    await next()
    const labels = { method: methodLabel(c.req.method), route: routeName(c), status: c.res.status }
    requests.inc(labels)
    duration.observe(labels, (performance.now() - started) / 1000)
  }
}

/** Methods are a fixed list too: anything unusual (they are refused with 405) is `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')

/**
 * `GET /metrics` in the Prometheus text format; any other path is 404. Only the metrics
 * listener serves it, never the public port.
 */
export function metricsApp(registry: Registry): Hono {
  const app = new Hono()
  app.get('/metrics', async (c) =>
    c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    }),
  )
  app.notFound((c) => c.text('Not found: the metrics are at /metrics\n', 404))
  return app
}

/**
 * The metrics listener on `host:port` (METRICS_PORT, HOST), with the public server's timeouts
 * and graceful stop (node-server.ts).
 * @example const metrics = await startMetricsServer(registry, { port: 9464, host: '127.0.0.1' })
 */
export function startMetricsServer(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<RunningServer> {
  return startHttpServer(metricsApp(registry).fetch, { port, host })
}
