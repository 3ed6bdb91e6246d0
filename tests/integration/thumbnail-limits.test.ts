/**
 * The per-client limits of server/thumbnails/api.ts over real sockets (another loopback address
 * is another client), and the global host budget (server/thumbnails/host-budget.ts): 429 with
 * Retry-After for one client past its bucket while another is served, a deep link's page
 * drawing on the same lookup bucket; 503 `overloaded` with
 * Retry-After, and nothing sent to the host, for a lookup the budget cannot give its probes.
 */
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LOOKUP_NOTICE_WORDS as LOOKUP_NOTICES } from '#tests/support/english-words.ts'
import { proxyAwareKey } from '#server/http/client-key.ts'
import { createRateLimiter } from '#server/http/admission/rate-limit.ts'
import { startHttpServer } from '#server/http/node-server.ts'
import { THUMBNAIL_LIMITS } from '#server/thumbnails/limits.ts'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { createUpstream, type Upstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'
import { serveApp } from '#tests/support/test-app.ts'

let host: FakeImageHost
const closing: Array<() => Promise<unknown>> = []
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()))
  host.reset()
})
afterAll(() => host.close())

/** The thumbnail routes on a loopback port, each socket peer a client of its own. */
async function serve(upstream: Upstream) {
  closing.push(() => upstream.close())
  const { app } = thumbnailsApp({ upstream, clientKey: proxyAwareKey('') })
  const running = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
  closing.push(() => running.stop(0))
  return `http://127.0.0.1:${running.port}`
}

type Reply = { status: number; retryAfter: string | undefined; code: string | undefined }

function get(url: string, localAddress = '127.0.0.1'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => {
        const json = /^application\/json/.test(response.headers['content-type'] ?? '')
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          code: json ? (JSON.parse(body) as { error?: { code?: string } }).error?.code : undefined,
        })
      })
    })
      .on('error', reject)
      .end()
  })
}

let n = 0
const newId = (prefix: string) => `${prefix}${String(++n).padStart(11 - prefix.length, '0')}`

describe('per-client limits', () => {
  test(`lookups: the burst of ${THUMBNAIL_LIMITS.lookup.capacity}, then 429 with Retry-After; another client is served`, async () => {
    const url = await serve(createUpstream(host.origin))
    const lookup = `${url}/api/thumbnails?url=dQw4w9WgXcQ`
    const replies = []
    for (let i = 0; i < THUMBNAIL_LIMITS.lookup.capacity; i++) replies.push(await get(lookup))
    expect(replies.map((reply) => reply.status)).toEqual(
      Array<number>(THUMBNAIL_LIMITS.lookup.capacity).fill(200),
    )
    expect(await get(lookup)).toEqual({ status: 429, retryAfter: '1', code: 'rate_limited' })
    expect((await get(lookup, '127.0.0.2')).status).toBe(200)
  })

  test('a deep link’s page (`/?v=`) draws on the same lookup bucket as the API: past it, the page says try again under 429', async () => {
    const upstream = createUpstream(host.origin)
    // A bucket of 4 that refills once a minute: no token comes back while the test runs.
    const lookupLimiter = createRateLimiter({ capacity: 4, refillMs: 60_000 })
    const served = await serveApp({
      env: { THUMBNAIL_ORIGIN: host.origin },
      upstream,
      thumbnails: { clientKey: proxyAwareKey(''), lookupLimiter },
    })
    closing.push(
      () => served.close(),
      () => upstream.close(),
    )
    const page = `${served.url}/?v=dQw4w9WgXcQ`
    const lookup = `${served.url}/api/thumbnails?url=dQw4w9WgXcQ`
    const statuses = []
    for (let i = 0; i < 2; i++) statuses.push((await get(page)).status, (await get(lookup)).status)
    expect(statuses).toEqual([200, 200, 200, 200])

    const refused = await fetch(page)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const html = await refused.text()
    expect(html).toContain(LOOKUP_NOTICES.rate_limited.title)
    // The link stays in the field, and Try again asks for the same page.
    expect(html).toContain('value="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    // The same loader's data for a navigation in the browser (React Router's single fetch,
    // `/_.data`): the same refusal, marked as the route's own answer, not an error.
    const navigation = await fetch(`${served.url}/_.data?v=dQw4w9WgXcQ`)
    expect(navigation.status).toBe(429)
    expect(navigation.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
    expect(navigation.headers.has('X-Remix-Response')).toBe(true)
    expect(await navigation.text()).toContain('rate_limited')
    expect(await get(lookup)).toMatchObject({ status: 429, code: 'rate_limited' })
    expect((await get(page, '127.0.0.2')).status).toBe(200)
  })

  test(`conversions: the burst of ${THUMBNAIL_LIMITS.conversion.capacity}, then 429; previews, cached files and other clients still served`, async () => {
    const url = await serve(createUpstream(host.origin))
    const png = (id: string) => `${url}/api/thumbnails/${id}/hqdefault.png`
    const ids = Array.from({ length: THUMBNAIL_LIMITS.conversion.capacity + 1 }, () => newId('cv'))
    const replies = []
    for (const id of ids.slice(0, -1)) replies.push((await get(png(id))).status)
    expect(replies).toEqual(Array<number>(THUMBNAIL_LIMITS.conversion.capacity).fill(200))
    const last = ids.at(-1) ?? ''
    expect(await get(png(last))).toEqual({ status: 429, retryAfter: '1', code: 'rate_limited' })
    // A converted file is not a conversion: it is served from the cache without a token.
    expect((await get(png(ids[0] ?? ''))).status).toBe(200)
    // Nor is a file served as the host has it, nor a preview (a page of a new video shows six).
    expect((await get(`${url}/api/thumbnails/${last}/hqdefault.jpg`)).status).toBe(200)
    expect((await get(`${url}/api/thumbnails/${last}/preview/hqdefault.webp`)).status).toBe(200)
    expect((await get(png(last), '127.0.0.2')).status).toBe(200)
  })
})

describe('the host budget', () => {
  test('a lookup gets all its probes or none: 503 overloaded with Retry-After, nothing sent', async () => {
    // Two lookups' worth a second and a 0.5 s wait: two lookups at once, a third within the wait.
    const perSecond = 2 * PROBES_PER_LOOKUP
    const url = await serve(
      createUpstream(host.origin, { requestsPerSecond: perSecond, budgetWaitMs: 500 }),
    )
    const ids = Array.from({ length: 12 }, () => newId('hb'))
    const started = performance.now()
    const replies = await Promise.all(
      ids.map((id, i) => get(`${url}/api/thumbnails?url=${id}`, `127.0.1.${i + 1}`)),
    )
    const seconds = (performance.now() - started) / 1000
    const served = ids.filter((_, i) => replies[i]?.status === 200)
    const refused = ids.filter((_, i) => replies[i]?.status === 503)
    expect(served.length + refused.length).toBe(ids.length)
    for (const reply of replies.filter((r) => r.status === 503))
      expect(reply).toMatchObject({
        code: 'overloaded',
        retryAfter: expect.stringMatching(/^\d+$/),
      })
    const sentFor = (id: string) => host.requests.filter((r) => r.path.includes(`/${id}/`)).length
    // Whole lookups only: every probe of a served one, none of a refused one.
    for (const id of served) expect(sentFor(id)).toBe(PROBES_PER_LOOKUP)
    for (const id of refused) expect(sentFor(id)).toBe(0)
    // The budget: a second's worth at once, then the rate.
    expect(host.requests.length).toBeLessThanOrEqual(perSecond + perSecond * seconds)
    expect(served.length).toBeGreaterThanOrEqual(Math.floor(perSecond / PROBES_PER_LOOKUP))
    expect(refused.length).toBeGreaterThan(0)
  })
})
