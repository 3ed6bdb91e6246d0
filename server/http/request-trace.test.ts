import { InMemorySpanExporter } from '@opentelemetry/sdk-trace'
import { Hono } from 'hono'
import { afterEach, describe, expect, test } from 'vitest'
import { startTracing } from '../tracing.ts'
import { requestTrace } from './request-trace.ts'

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

/** An app whose requests from the peer named `proxy` count as from the trusted proxy. */
async function tracedApp() {
  const exporter = new InMemorySpanExporter()
  stop = (await startTracing({ version: 'test', exporter, immediate: true })).shutdown
  const app = new Hono()
  app.use(async (c, next) => {
    c.set('requestId', 'r-1')
    await next()
  })
  app.use(requestTrace({ trusted: (c) => c.req.header('x-peer') === 'proxy' }))
  app.get('/api/thumbnails/:videoId/:file', (c) => c.text('ok'))
  return { app, exporter }
}

describe('requestTrace', () => {
  test('continues the trace context of a trusted proxy', async () => {
    const { app, exporter } = await tracedApp()
    await app.request('/api/thumbnails/dQw4w9WgXcQ/hqdefault.jpg', {
      headers: { traceparent, 'x-peer': 'proxy' },
    })
    const [span] = exporter.getFinishedSpans()
    expect(span?.spanContext().traceId).toBe(TRACE)
    expect(span?.name).toBe('GET /api/thumbnails/:videoId/:file')
    expect(span?.attributes).toMatchObject({
      'http.route': '/api/thumbnails/:videoId/:file',
      'http.response.status_code': 200,
      'thumbgrab.request_id': 'r-1',
    })
  })

  test('starts a trace of its own for anyone else, whatever traceparent says', async () => {
    const { app, exporter } = await tracedApp()
    // Not sampled, in the caller's words: traced all the same.
    await app.request('/api/thumbnails/dQw4w9WgXcQ/hqdefault.jpg', {
      headers: { traceparent: traceparent.replace(/-01$/, '-00') },
    })
    const [span] = exporter.getFinishedSpans()
    expect(span).toBeDefined()
    expect(span?.spanContext().traceId).not.toBe(TRACE)
    expect(span?.parentSpanContext).toBeUndefined()
    // No path, and so no video id, in the span.
    expect(JSON.stringify(span?.attributes)).not.toContain('dQw4w9WgXcQ')
  })
})
