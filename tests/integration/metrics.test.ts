/**
 * @module The metrics of the whole app (server/http/metrics.ts, server/thumbnails/metrics.ts,
 * server/contact/metrics.ts), read as Prometheus reads them: `GET /metrics` of the metrics
 * listener's app, parsed strictly (tests/support/prometheus-text.ts). The listener of the real
 * process is tested in metrics-process.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createFormTokens } from '#server/contact/form-token.ts'
import { createMetricsRegistry, metricsApp, Registry } from '#server/http/metrics.ts'
import { createSemaphore } from '#server/http/admission/semaphore.ts'
import { createOembed, type VideoInfoSource } from '#server/thumbnails/oembed.ts'
import { createUpstream, type Upstream } from '#server/thumbnails/upstream.ts'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import {
  labelValues,
  parsePrometheusText,
  valueOf,
  type Family,
} from '#tests/support/prometheus-text.ts'
import { fromPeer } from '#tests/support/route-app.ts'
import { contactStore, testApp } from '#tests/support/test-app.ts'

const ID = 'dQw4w9WgXcQ'

async function scrape(registry: Registry): Promise<Map<string, Family>> {
  const res = await metricsApp(registry).request('/metrics')
  expect(res.status).toBe(200)
  return parsePrometheusText(await res.text())
}

describe('GET /metrics', () => {
  test('is the Prometheus text format, with every family of docs/operations.md', async () => {
    const registry = createMetricsRegistry()
    const { app } = await testApp({ metrics: registry })
    expect((await app.request('/healthz')).status).toBe(200)

    const res = await metricsApp(registry).request('/metrics')
    expect(res.headers.get('Content-Type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const families = parsePrometheusText(await res.text())
    const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]))
    expect(types).toMatchObject({
      http_requests_total: 'counter',
      http_request_duration_seconds: 'histogram',
      thumbgrab_conversions_running: 'gauge',
      thumbgrab_conversions_queued: 'gauge',
      thumbgrab_conversions_refused_total: 'counter',
      thumbgrab_cache_hits_total: 'counter',
      thumbgrab_cache_misses_total: 'counter',
      thumbgrab_cache_bytes: 'gauge',
      thumbgrab_cache_entries: 'gauge',
      thumbgrab_image_host_requests_total: 'counter',
      thumbgrab_contact_messages_total: 'counter',
      // prom-client's default process metrics
      process_cpu_user_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
    })
    const healthz = { method: 'GET', route: '/healthz', status: '200' }
    expect(valueOf(families, 'http_requests_total', healthz)).toBe(1)
    expect(valueOf(families, 'http_request_duration_seconds_count', healthz)).toBe(1)
    expect(valueOf(families, 'http_request_duration_seconds_sum', healthz)).toBeGreaterThan(0)
  })

  test('is the only path of the metrics app', async () => {
    const res = await metricsApp(new Registry()).request('/')
    expect(res.status).toBe(404)
    expect((await metricsApp(new Registry()).request('/metrics', { method: 'POST' })).status).toBe(
      404,
    )
  })

  test("keeps each app's counts apart: a registry is passed in, never global", async () => {
    const [one, two] = [new Registry(), new Registry()]
    const { app } = await testApp({ metrics: one })
    await testApp({ metrics: two })
    await app.request('/healthz')
    const labels = { method: 'GET', route: '/healthz', status: '200' }
    expect(valueOf(await scrape(one), 'http_requests_total', labels)).toBe(1)
    expect(valueOf(await scrape(two), 'http_requests_total', labels)).toBeUndefined()
  })
})

describe('http_requests_total', () => {
  test('labels a route by its pattern; a new path adds no label value', async () => {
    const registry = new Registry()
    const { app } = await testApp({ metrics: registry })
    const visit = async (token: string) => {
      const requests: [string, string][] = [
        ['GET', '/healthz'],
        ['GET', '/'],
        ['GET', '/favicon.ico'],
        ['GET', `/no-such-page-${token}`],
        ['GET', `/api/${token}`],
        ['GET', `/api/thumbnails?url=${token}`],
        ['GET', `/api/thumbnails/${token.slice(0, 11)}/nosuchquality.jpg`],
        ['DELETE', `/${token}`],
        [`X${token.slice(0, 8).toUpperCase()}`, '/'],
      ]
      for (const [method, path] of requests) await app.request(path, { method })
      return (await scrape(registry)).get('http_requests_total')
    }

    const first = await visit(randomUUID())
    const routes = labelValues(first, 'route')
    expect(routes).toEqual(
      new Set([
        '/healthz',
        'page',
        'static',
        'unmatched',
        '/api/thumbnails',
        '/api/thumbnails/:videoId/:file',
      ]),
    )
    expect(labelValues(first, 'method')).toEqual(new Set(['GET', 'DELETE', 'other']))
    expect(valueOf(await scrape(registry), 'http_requests_total', pageNotFound)).toBe(1)

    const token = randomUUID()
    const second = await visit(token)
    expect(labelValues(second, 'route')).toEqual(routes)
    expect(second?.samples.length).toBe(first?.samples.length)
    expect(JSON.stringify(second?.samples)).not.toContain(token.slice(0, 8))
    expect(valueOf(await scrape(registry), 'http_requests_total', pageNotFound)).toBe(2)
  })
})

const pageNotFound = { method: 'GET', route: 'page', status: '404' }

describe('the thumbnail engine', () => {
  let host: FakeImageHost
  let upstream: Upstream
  beforeAll(async () => {
    host = await startFakeImageHost()
    upstream = createUpstream(host.origin, { fetchTimeoutMs: 400 })
  })
  afterAll(async () => {
    await upstream.close()
    await host.close()
  })
  beforeEach(() => host.reset())

  test('counts image-host answers by outcome, and cache hits, misses and bytes', async () => {
    const registry = new Registry()
    const { app } = await testApp({ metrics: registry, upstream })
    const lookup = (id: string) => app.request(`/api/thumbnails?url=${id}`)

    expect((await lookup(ID)).status).toBe(200)
    let families = await scrape(registry)
    // A lookup asks every probed path once; this id has files for five of the six main sizes (fullhd
    // is made from maxres) plus hq720 and 0, which the host serves as copies.
    const count = (outcome: string) =>
      valueOf(families, 'thumbgrab_image_host_requests_total', { outcome })
    expect(count('found')).toBe(7)
    expect(count('not_found')).toBe(PROBES_PER_LOOKUP - 7)
    expect(valueOf(families, 'thumbgrab_cache_misses_total', { cache: 'lookups' })).toBe(1)
    expect(valueOf(families, 'thumbgrab_cache_misses_total', { cache: 'sources' })).toBe(
      PROBES_PER_LOOKUP,
    )
    expect(valueOf(families, 'thumbgrab_cache_entries', { cache: 'sources' })).toBe(
      PROBES_PER_LOOKUP,
    )
    expect(valueOf(families, 'thumbgrab_cache_bytes', { cache: 'sources' })).toBeGreaterThan(1000)

    expect((await lookup(ID)).status).toBe(200)
    expect((await app.request(`/api/thumbnails/${ID}/hqdefault.png`)).status).toBe(200)
    expect((await lookup('missing-all')).status).toBe(404)
    host.setFault('redirect:302:/elsewhere', { id: 'redirected1' })
    expect((await lookup('redirected1')).status).toBe(502)

    families = await scrape(registry)
    expect(valueOf(families, 'thumbgrab_cache_hits_total', { cache: 'lookups' })).toBe(1)
    // The lookup's frame `0` takes the bars of the hqdefault JPEG it fetched (sources.ts,
    // barsFrom), and the PNG is made from that JPEG.
    expect(valueOf(families, 'thumbgrab_cache_hits_total', { cache: 'sources' })).toBe(2)
    expect(valueOf(families, 'thumbgrab_cache_misses_total', { cache: 'outputs' })).toBe(1)
    expect(valueOf(families, 'thumbgrab_cache_entries', { cache: 'outputs' })).toBe(1)
    expect(valueOf(families, 'thumbgrab_cache_bytes', { cache: 'outputs' })).toBeGreaterThan(1000)
    // Nothing new found; every path of the missing video and of the redirected one counted once.
    expect(count('found')).toBe(7)
    expect(count('not_found')).toBe(PROBES_PER_LOOKUP - 7 + PROBES_PER_LOOKUP)
    expect(count('redirect')).toBe(PROBES_PER_LOOKUP)
    expect(valueOf(families, 'thumbgrab_image_host_requests_total', { outcome: 'timeout' })).toBe(0)
    host.assertNoUnexpected()
  })

  test('counts the titles cache (oEmbed) with the others: a miss, then a hit, and its size', async () => {
    const registry = new Registry()
    let info: VideoInfoSource | undefined
    const { app } = await testApp({
      metrics: registry,
      upstream,
      env: { YOUTUBE_ORIGIN: host.origin },
      thumbnails: { info: (observer) => (info = createOembed(host.origin, { observer })) },
    })
    try {
      let families = await scrape(registry)
      expect(valueOf(families, 'thumbgrab_cache_misses_total', { cache: 'titles' })).toBe(0)
      expect((await app.request(`/api/thumbnails?url=${ID}`)).status).toBe(200)
      // The lookups cache answers the second lookup; a file named after the title asks oEmbed.
      const named = await app.request(`/api/thumbnails/${ID}/hqdefault.jpg?name=title`)
      expect(named.status).toBe(200)
      families = await scrape(registry)
      expect(valueOf(families, 'thumbgrab_cache_misses_total', { cache: 'titles' })).toBe(1)
      expect(valueOf(families, 'thumbgrab_cache_hits_total', { cache: 'titles' })).toBe(1)
      expect(valueOf(families, 'thumbgrab_cache_entries', { cache: 'titles' })).toBe(1)
      expect(valueOf(families, 'thumbgrab_cache_bytes', { cache: 'titles' })).toBeGreaterThan(10)
    } finally {
      await info?.close()
    }
  })

  test('reads the conversions running and waiting from the queue, and counts refusals', async () => {
    const registry = new Registry()
    const converter = createSemaphore({ concurrency: 1, maxQueue: 1 })
    const { app } = await testApp({ metrics: registry, upstream, thumbnails: { converter } })
    const gauges = async () => {
      const families = await scrape(registry)
      return {
        running: valueOf(families, 'thumbgrab_conversions_running'),
        queued: valueOf(families, 'thumbgrab_conversions_queued'),
        refused: valueOf(families, 'thumbgrab_conversions_refused_total'),
      }
    }
    expect(await gauges()).toEqual({ running: 0, queued: 0, refused: 0 })

    // Two conversions that wait for us fill the queue: one runs, one waits.
    const finish: (() => void)[] = []
    const held = () => converter.run(() => new Promise<void>((done) => finish.push(done)))
    const running = [held(), held()]
    expect(await gauges()).toEqual({ running: 1, queued: 1, refused: 0 })

    const refused = await app.request(`/api/thumbnails/${ID}/hqdefault.webp`)
    expect(refused.status).toBe(503)
    expect(await gauges()).toEqual({ running: 1, queued: 1, refused: 1 })

    finish[0]?.()
    await running[0]
    finish[1]?.()
    await running[1]
    expect(await gauges()).toEqual({ running: 0, queued: 0, refused: 1 })
  })
})

describe('thumbgrab_contact_messages_total', () => {
  test('counts accepted and refused posts by reason', async () => {
    const secret = 'metrics test secret, thirty-two characters or more'
    const contact = contactStore({ tokens: createFormTokens({ secret }) })
    const token = createFormTokens({ secret, now: () => Date.now() - 60_000 }).issue()
    const registry = new Registry()
    const { app } = await testApp({ metrics: registry, contact })
    const post = (body: object) =>
      app.request(
        '/api/contact',
        {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
        },
        fromPeer('203.0.113.9'),
      )
    const message = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Metrics',
      message: 'Counting messages.',
      token,
      // The same submission id twice: stored once, the second is a duplicate.
      nonce: randomUUID(),
    }
    expect((await post(message)).status).toBe(201)
    expect((await post(message)).status).toBe(201)
    expect((await post({ ...message, email: 'nobody' })).status).toBe(400)

    const families = await scrape(registry)
    const count = (result: string, reason: string) =>
      valueOf(families, 'thumbgrab_contact_messages_total', { result, reason })
    expect(count('accepted', 'stored')).toBe(1)
    expect(count('accepted', 'duplicate')).toBe(1)
    expect(count('refused', 'invalid_request')).toBe(1)
    expect(count('refused', 'rate_limited')).toBe(0)
    contact.close()
  })
})
