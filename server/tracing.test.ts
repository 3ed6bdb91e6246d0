import { InMemorySpanExporter } from '@opentelemetry/sdk-trace'
import { afterEach, describe, expect, test } from 'vitest'
import { inServerSpan, inSpan, startTracing, tracingOn } from './tracing.ts'

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function traced() {
  const exporter = new InMemorySpanExporter()
  stop = (await startTracing({ version: '9.9.9', exporter, immediate: true })).shutdown
  return exporter
}

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const PARENT = '00f067aa0ba902b7'

describe('tracing', () => {
  test('off: work runs without a span', async () => {
    expect(tracingOn()).toBe(false)
    await expect(inSpan('x', {}, async (span) => span)).resolves.toBeUndefined()
    let ran = false
    await inServerSpan(
      'GET',
      new Headers(),
      async () => void (ran = true),
      () => {
        throw new Error('never asked when off')
      },
    )
    expect(ran).toBe(true)
  })

  test('on: a request continues the incoming traceparent, and its steps are its children', async () => {
    const exporter = await traced()
    const headers = new Headers({ traceparent: `00-${TRACE}-${PARENT}-01` })
    await inServerSpan(
      'GET',
      headers,
      () =>
        inSpan('thumbgrab.lookup', { 'thumbgrab.cache': 'miss' }, () =>
          inSpan(
            'thumbgrab.image_host',
            { 'thumbgrab.file': 'hqdefault.jpg' },
            async () => {},
            'client',
          ),
        ),
      () => ({
        route: '/api/thumbnails',
        status: 200,
        attributes: { 'thumbgrab.request_id': 'r-1' },
      }),
    )
    const spans = exporter.getFinishedSpans()
    const byName = new Map(spans.map((span) => [span.name, span]))
    const server = byName.get('GET /api/thumbnails')
    const lookup = byName.get('thumbgrab.lookup')
    const host = byName.get('thumbgrab.image_host')
    expect(server?.spanContext().traceId).toBe(TRACE)
    expect(server?.parentSpanContext?.spanId).toBe(PARENT)
    expect(server?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/thumbnails',
      'http.response.status_code': 200,
      'thumbgrab.request_id': 'r-1',
    })
    expect(lookup?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId)
    expect(host?.parentSpanContext?.spanId).toBe(lookup?.spanContext().spanId)
    expect(host?.spanContext().traceId).toBe(TRACE)
    expect(server?.resource.attributes).toMatchObject({
      'service.name': 'thumbgrab',
      'service.version': '9.9.9',
    })
  })

  test('on: without a traceparent a request starts a trace; a 5xx and a thrown step are errors', async () => {
    const exporter = await traced()
    await inServerSpan(
      'POST',
      new Headers(),
      async () => {
        await expect(
          inSpan('thumbgrab.convert', {}, () => Promise.reject(new Error('bad input'))),
        ).rejects.toThrow('bad input')
      },
      () => ({ route: '/api/batch', status: 503, attributes: {} }),
    )
    const [convert, server] = exporter.getFinishedSpans()
    expect(server?.parentSpanContext).toBeUndefined()
    expect(server?.status.code).toBe(2)
    expect(convert?.status.code).toBe(2)
    expect(convert?.events.map((event) => event.name)).toEqual(['exception'])
  })

  test('shutting down turns it off again', async () => {
    await traced()
    expect(tracingOn()).toBe(true)
    await stop?.()
    stop = undefined
    expect(tracingOn()).toBe(false)
  })
})
