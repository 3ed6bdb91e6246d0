/**
 * @module Request ids end to end (server/http/request-log.ts): a safe `X-Request-Id` from a
 * trusted proxy is kept, anything else replaced; every response carries the id back, every JSON
 * error names it, and it is the id of the request's log line.
 */
import { describe, expect, test } from 'vitest'
import { fromPeer } from '#tests/support/route-app.ts'
import { siteBuild, testApp as anyApp } from '#tests/support/test-app.ts'

/** The proxy in front of the server (TRUST_PROXY), and the peer every request comes from. */
const PROXY = '10.0.0.2'
const viaProxy = fromPeer(PROXY)
const testApp = async () => {
  const served = await anyApp({ env: { TRUST_PROXY: PROXY } })
  const request = (path: string, init?: RequestInit) => served.app.request(path, init, viaProxy)
  return { ...served, app: { request } }
}

const ID = 'lb-7f3a.1:req_42'
const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[\da-f]{4}-[\da-f]{12}$/

async function assetPath() {
  const [path] = [...(await siteBuild()).files.keys()].filter((p) => p.endsWith('.js'))
  return path ?? ''
}

describe('X-Request-Id', () => {
  test.each([
    ['a page', '/about', 200],
    ['a file', '/robots.txt', 200],
    ['an unknown page', '/no/such/page', 404],
    ['an API error', '/api/thumbnails?url=nope', 400],
    ['an unknown API path', '/api/nothing', 404],
    ['the health check', '/healthz', 200],
  ])('echoes a safe incoming id on %s and logs it', async (_, path, status) => {
    const { app, log } = await testApp()
    const res = await app.request(path, { headers: { 'X-Request-Id': ID } })
    expect(res.status).toBe(status)
    expect(res.headers.get('X-Request-Id')).toBe(ID)
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: ID, status }),
    )
  })

  test('names the id in a JSON error body of exact length', async () => {
    const { app } = await testApp()
    const res = await app.request('/api/thumbnails?url=nope', { headers: { 'X-Request-Id': ID } })
    const text = await res.text()
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'invalid_url', requestId: ID } })
  })

  test('is on a hashed asset, a 304, a 405 and a 413', async () => {
    const { app } = await testApp()
    const headers = { 'X-Request-Id': ID }
    const asset = await app.request(await assetPath(), { headers })
    const etag = (await app.request('/about')).headers.get('ETag') ?? ''
    const notModified = await app.request('/about', {
      headers: { ...headers, 'If-None-Match': etag },
    })
    const wrongMethod = await app.request('/about', { method: 'DELETE', headers })
    const tooLarge = await app.request('/api/contact', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
    })
    expect([asset.status, notModified.status, wrongMethod.status, tooLarge.status]).toEqual([
      200, 304, 405, 413,
    ])
    for (const res of [asset, notModified, wrongMethod, tooLarge])
      expect(res.headers.get('X-Request-Id')).toBe(ID)
    for (const res of [wrongMethod, tooLarge])
      expect(await res.json()).toMatchObject({ error: { requestId: ID } })
  })

  test.each(['x'.repeat(129), 'a b', '<script>', 'café'])(
    'replaces the unsafe incoming id %j with a new one',
    async (incoming) => {
      const { app, log } = await testApp()
      const res = await app.request('/api/nothing', { headers: { 'X-Request-Id': incoming } })
      const id = res.headers.get('X-Request-Id') ?? ''
      expect(id).toMatch(UUID)
      expect(await res.json()).toMatchObject({ error: { requestId: id } })
      expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: id }))
    },
  )

  test('makes a different id for each request that brings none', async () => {
    const { app } = await testApp()
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.request('/about')).headers.get('X-Request-Id')),
    )
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(3)
  })
})

test('an id from a peer that is not a trusted proxy is replaced: nobody names its request as another’s', async () => {
  const { app, log } = await anyApp({ env: { TRUST_PROXY: PROXY } })
  for (const peer of [fromPeer('198.51.100.9'), undefined]) {
    const res = await app.request('/about', { headers: { 'X-Request-Id': ID } }, peer)
    const id = res.headers.get('X-Request-Id') ?? ''
    expect(id).toMatch(UUID)
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: id }))
  }
})
