/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only form) is set.
 * Off, none of the SDK's packages is loaded (only the API, which prom-client loads anyway) and
 * each traced step costs one check of `active` (docs/performance.md, "Tracing"). On, spans go to
 * the collector as OTLP over HTTP with JSON bodies, through
 * @opentelemetry/exporter-trace-otlp-http, which reads the standard `OTEL_EXPORTER_OTLP_*`
 * variables itself (the endpoint, headers, timeout); a request's incoming W3C `traceparent` is
 * continued (https://www.w3.org/TR/trace-context/). docs/decisions/036-opentelemetry-tracing.md
 * says why these packages and this shape.
 *
 * Spans name routes and files, never a path or a video id: like the logs (server/log.ts), traces
 * keep nothing a visitor submitted.
 */
import type * as OpenTelemetry from '@opentelemetry/api'
import type { Attributes, Context, Span, Tracer } from '@opentelemetry/api'
import type { SpanExporter } from '@opentelemetry/sdk-trace'

type Api = typeof OpenTelemetry

/** The tracer and the API it came from, while tracing is on. */
let active: { api: Api; tracer: Tracer; shutdown: () => Promise<void> } | undefined

export type TracingOptions = {
  /** The resource's `service.version` (server/http/version.ts). */
  version: string
  /** Where spans go; default: OTLP over HTTP to the configured endpoint. Tests pass their own. */
  exporter?: SpanExporter
  /** Export each span as it ends, not in batches (tests). */
  immediate?: boolean
}

/**
 * Turns tracing on for this process: a context manager (AsyncLocalStorage), the W3C propagator,
 * a tracer provider sampling every root (a sampled incoming parent decides for its children)
 * and exporting in batches. Returns how to flush and stop it.
 * @example const tracing = await startTracing({ version: '1.4.0' }); … await tracing.shutdown()
 */
export async function startTracing({
  version,
  exporter,
  immediate = false,
}: TracingOptions): Promise<{ shutdown: () => Promise<void> }> {
  const [api, core, contextHooks, resources, sdk] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ])
  const spans =
    exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
  const contextManager = new contextHooks.AsyncLocalStorageContextManager().enable()
  api.context.setGlobalContextManager(contextManager)
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator())
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, override the defaults.
  const resource = resources
    .resourceFromAttributes({ 'service.name': 'thumbgrab', 'service.version': version })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }))
  const provider = new sdk.TracerProvider({
    resource,
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    spanProcessors: [
      immediate
        ? new sdk.SimpleSpanProcessor({ exporter: spans })
        : new sdk.BatchSpanProcessor({ exporter: spans }),
    ],
  })
  api.trace.setGlobalTracerProvider(provider)
  const shutdown = async () => {
    active = undefined
    await provider.shutdown()
    api.trace.disable()
    api.propagation.disable()
    api.context.disable()
  }
  active = { api, tracer: provider.getTracer('thumbgrab', version), shutdown }
  return { shutdown }
}

/** Whether spans are being recorded (tracing was started). */
export const tracingOn = () => active !== undefined

/**
 * Runs `work` inside a new span, the current one's child, and ends it when `work` settles (an
 * error marks it failed). Off, it only runs `work`, with no span.
 * @example await inSpan('thumbgrab.lookup', {}, async (span) => { span?.setAttribute('k', 1); … })
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  kind: 'internal' | 'client' = 'internal',
): Promise<T> {
  if (!active) return work(undefined)
  const { api, tracer } = active
  const spanKind = kind === 'client' ? api.SpanKind.CLIENT : api.SpanKind.INTERNAL
  return tracer.startActiveSpan(name, { attributes, kind: spanKind }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: api.SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}

/**
 * A request's server span, continuing the trace of its `traceparent` header: `handle` runs with
 * it current, and `finish` names its route and status once they are known and ends it. Off,
 * `handle` just runs.
 */
export async function inServerSpan(
  method: string,
  headers: Headers,
  handle: () => Promise<void>,
  finish: () => { route: string; status: number; attributes: Attributes },
): Promise<void> {
  if (!active) return handle()
  const { api, tracer } = active
  const parent: Context = api.propagation.extract(api.ROOT_CONTEXT, headers, {
    keys: (carrier) => [...carrier.keys()],
    get: (carrier, key) => carrier.get(key) ?? undefined,
  })
  const span = tracer.startSpan(
    method,
    { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parent,
  )
  try {
    await api.context.with(api.trace.setSpan(parent, span), handle)
  } finally {
    const { route, status, attributes } = finish()
    span.updateName(`${method} ${route}`)
    span.setAttributes({ 'http.route': route, 'http.response.status_code': status, ...attributes })
    if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR })
    span.end()
  }
}
