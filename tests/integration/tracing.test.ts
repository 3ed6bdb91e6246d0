/**
 * @module OpenTelemetry in the real process (`node server/main.ts`, server/tracing.ts): with
 * OTEL_EXPORTER_OTLP_ENDPOINT aimed at a collector on loopback, a lookup and a download send their
 * spans there as OTLP/JSON, continuing the caller's `traceparent`, named by route and file and
 * never by video id; without it, none of the SDK's packages is loaded.
 */
import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { startMain } from '#tests/support/main-process.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean }
type OtlpSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: { key: string; value: OtlpValue }[]
}
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] }
    scopeSpans: { spans: OtlpSpan[] }[]
  }[]
}

/** A collector that keeps every body posted to /v1/traces. */
function startCollector(): Promise<{ origin: string; bodies: string[]; server: Server }> {
  const bodies: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ origin: `http://127.0.0.1:${port}`, bodies, server })
    }),
  )
}

const attributesOf = (span: OtlpSpan) =>
  Object.fromEntries(
    span.attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? value.boolValue : Number(value.intValue)),
    ]),
  )

let host: FakeImageHost
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(async () => {
  await host.close()
})

const VIDEO = 'dQw4w9WgXcQ'
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const PARENT = '00f067aa0ba902b7'

describe('tracing', () => {
  test('on: a lookup and a download are traced, continuing traceparent, without the video id', async () => {
    let requestId: string | null = null
    const collector = await startCollector()
    const server = await startMain({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin,
      THUMBNAIL_ORIGIN: host.origin,
      YOUTUBE_ORIGIN: host.origin,
      // The test stands for the proxy in front, whose trace context and request id are kept.
      TRUST_PROXY: '127.0.0.1',
    })
    try {
      const headers = { traceparent: `00-${TRACE}-${PARENT}-01`, 'X-Request-Id': 'lb-7f3a:42' }
      const lookup = await fetch(`${server.url}/api/thumbnails?url=${VIDEO}`, { headers })
      expect(lookup.status).toBe(200)
      requestId = lookup.headers.get('X-Request-Id')
      const png = await fetch(`${server.url}/api/thumbnails/${VIDEO}/hqdefault.png`)
      expect(png.status).toBe(200)
      await png.arrayBuffer()
      // SIGTERM flushes what the batch processor still holds.
      expect(await server.stop()).toMatchObject({ code: 0 })
    } finally {
      await server.stop()
      collector.server.close()
    }
    expect(collector.bodies.length).toBeGreaterThan(0)
    const bodies = collector.bodies.map((body) => JSON.parse(body) as OtlpBody)
    const spans = bodies.flatMap((body) =>
      body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    )
    const named = (name: string) => spans.filter((span) => span.name === name)
    const [lookupSpan] = named('GET /api/thumbnails')
    expect(lookupSpan?.traceId).toBe(TRACE)
    expect(lookupSpan?.parentSpanId).toBe(PARENT)
    expect(attributesOf(lookupSpan!)).toMatchObject({
      'http.route': '/api/thumbnails',
      'http.response.status_code': 200,
      // The id the response carried and the log line has: the trusted proxy's.
      'thumbgrab.request_id': requestId,
    })
    expect(requestId).toBe('lb-7f3a:42')
    const [engineLookup] = named('thumbgrab.lookup')
    expect(engineLookup?.parentSpanId).toBe(lookupSpan?.spanId)
    const hostSpans = named('thumbgrab.image_host').filter((span) => span.traceId === TRACE)
    expect(hostSpans.length).toBeGreaterThan(0)
    for (const span of hostSpans) expect(span.parentSpanId).toBe(engineLookup?.spanId)
    expect(hostSpans.map((span) => attributesOf(span)['thumbgrab.file'])).toContain(
      'maxresdefault.jpg',
    )
    // The download: its own trace, with the conversion inside it.
    const [download] = named('GET /api/thumbnails/:videoId/:file')
    expect(download?.traceId).not.toBe(TRACE)
    const [convert] = named('thumbgrab.convert')
    expect(convert?.traceId).toBe(download?.traceId)
    expect(attributesOf(convert!)).toMatchObject({ 'thumbgrab.format': 'png' })
    const resource = Object.fromEntries(
      bodies[0]!.resourceSpans[0]!.resource.attributes.map(({ key, value }) => [
        key,
        value.stringValue,
      ]),
    )
    expect(resource['service.name']).toBe('thumbgrab')
    expect(collector.bodies.join('')).not.toContain(VIDEO)
  })

  test('off: no OpenTelemetry SDK package is even loaded', async () => {
    const hooks = tempDir('tracing-hooks')
    // Reports every import of an OpenTelemetry package but the API on stderr (node:module's
    // registerHooks): prom-client always loads @opentelemetry/api, the SDK comes only with tracing.
    const hook = join(hooks.path, 'report-otel.mjs')
    writeFileSync(
      hook,
      `import { registerHooks } from 'node:module'
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('@opentelemetry/') && specifier !== '@opentelemetry/api') process.stderr.write('imported ' + specifier + '\\n')
    return next(specifier, context)
  },
})
`,
    )
    const env = { THUMBNAIL_ORIGIN: host.origin, YOUTUBE_ORIGIN: host.origin }
    const collector = await startCollector()
    try {
      for (const on of [false, true]) {
        const server = await startMain(
          on ? { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin } : env,
          { nodeArgs: ['--import', pathToFileURL(hook).href] },
        )
        try {
          expect((await fetch(`${server.url}/api/thumbnails?url=${VIDEO}`)).status).toBe(200)
          const imported = server.output().stderr.includes('imported @opentelemetry/')
          expect(imported, on ? 'on' : 'off').toBe(on)
        } finally {
          await server.stop()
        }
      }
    } finally {
      collector.server.close()
      hooks.remove()
    }
  })
})
