import { Agent, request } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { imagePath, QUALITIES } from './catalogue.ts'
import { rawRequest } from './http-client.ts'
import { startFakeImageHost } from './server.ts'

const ID = 'dQw4w9WgXcQ'
const host = await startFakeImageHost()
afterAll(() => host.close())
beforeEach(() => host.reset())

describe('images', () => {
  test.each(QUALITIES)('serves $quality at $width×$height as $contentType', async (row) => {
    const res = await fetch(host.imageUrl(ID, row.quality))
    const body = Buffer.from(await res.arrayBuffer())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(row.contentType)
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual([row.format, row.width, row.height])
  })

  test('serves the same bytes every time, and different pictures per quality', async () => {
    const get = async (path: string) =>
      Buffer.from(await (await fetch(host.origin + path)).arrayBuffer())
    const [a, b] = await Promise.all([
      get(imagePath(ID, 'hqdefault')),
      get(imagePath('abcdefghijk', 'hqdefault')),
    ])
    expect(a.equals(b)).toBe(true)
    const [max, webp] = await Promise.all([
      get(imagePath(ID, 'maxresdefault')),
      get(imagePath(ID, 'fullhd')),
    ])
    const [maxPixels, webpPixels] = await Promise.all(
      [max, webp].map((i) => sharp(i).raw().toBuffer()),
    )
    expect(maxPixels?.equals(webpPixels ?? Buffer.alloc(0))).toBe(false)
  })

  test('answers HEAD with the GET headers and no body', async () => {
    const head = await rawRequest(host.imageUrl(ID, 'sddefault'), { method: 'HEAD' })
    const get = await rawRequest(host.imageUrl(ID, 'sddefault'))
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(get.body.length))
    expect(head.headers['content-type']).toBe('image/jpeg')
  })

  test('serves a buffer set for a path with its content type', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: 'red' } })
      .png()
      .toBuffer()
    host.setBody(imagePath(ID, 'maxresdefault'), png, 'image/png')
    const res = await rawRequest(host.imageUrl(ID, 'maxresdefault'))
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.body.equals(png)).toBe(true)
  })
})

describe('missing qualities', () => {
  async function expectPlaceholder(url: string) {
    const res = await rawRequest(url)
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(res.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90])
    const { channels } = await sharp(res.body).stats()
    expect(Math.max(...channels.map((c) => c.stdev))).toBeLessThan(2) // flat grey
  }

  test('answers a missing quality with a grey 120×90 placeholder and 404', async () => {
    host.setVideo(ID, { missing: ['maxresdefault', 'fullhd'] })
    await expectPlaceholder(host.imageUrl(ID, 'maxresdefault'))
    await expectPlaceholder(host.imageUrl(ID, 'fullhd'))
    expect((await rawRequest(host.imageUrl(ID, 'sddefault'))).status).toBe(200)
  })

  test('can make every quality missing', async () => {
    host.setVideo(ID, { missing: 'all' })
    for (const { quality } of QUALITIES) await expectPlaceholder(host.imageUrl(ID, quality))
  })

  test('knows the special ids missing-all, nomaxres… and nosd…', async () => {
    await expectPlaceholder(host.imageUrl('missing-all', 'default'))
    await expectPlaceholder(host.imageUrl('nomaxres123', 'fullhd'))
    expect((await rawRequest(host.imageUrl('nomaxres123', 'sddefault'))).status).toBe(200)
    await expectPlaceholder(host.imageUrl('nosd_456789', 'sddefault'))
    expect((await rawRequest(host.imageUrl('nosd_456789', 'hqdefault'))).status).toBe(200)
  })

  test('rejects an unknown quality in setVideo', () => {
    expect(() => host.setVideo(ID, { missing: ['hd720' as never] })).toThrow(/Unknown quality/)
  })
})

describe('unexpected requests', () => {
  test.each([
    ['an unknown path', 'GET', '/favicon.ico', 404],
    ['a malformed id', 'GET', '/vi/short/default.jpg', 404],
    ['an unknown file', 'GET', `/vi/${ID}/hq721.jpg`, 404],
    ['a WebP of a name the host never has', 'GET', `/vi_webp/${ID}/fullhd.webp`, 404],
    ['a query string', 'GET', `/vi/${ID}/default.jpg?x=1`, 404],
    ['another method', 'POST', `/vi/${ID}/default.jpg`, 405],
  ])('records %s as unexpected and answers text', async (_, method, path, status) => {
    const res = await rawRequest(host.origin + path, { method })
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(host.unexpected).toMatchObject([{ method, path, expected: false }])
    expect(() => host.assertNoUnexpected()).toThrow(path)
  })

  test('calls onUnexpected for each one', async () => {
    const onUnexpected = vi.fn()
    const other = await startFakeImageHost({ onUnexpected })
    await rawRequest(`${other.origin}/latest/meta-data/`)
    await other.close()
    expect(onUnexpected).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/latest/meta-data/' }),
    )
  })
})

describe('recording', () => {
  test('records each request and counts sockets and bytes', async () => {
    expect(host.stats()).toMatchObject({ requests: 0, acceptedSockets: 0, bytesWritten: 0 })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request(host.origin + path, { agent, headers: { 'x-test': 'yes' } }, (res) => {
          let bytes = 0
          res.on('data', (c: Buffer) => (bytes += c.length)).on('end', () => resolve(bytes))
        })
          .on('error', reject)
          .end()
      })
    const sizes = [
      await get(imagePath(ID, 'default')),
      await get(imagePath(ID, 'mqdefault')),
      await get(imagePath(ID, 'hqdefault')),
    ]
    expect(host.requests.map((r) => r.path)).toEqual(
      ['default', 'mqdefault', 'hqdefault'].map((q) => `/vi/${ID}/${q}.jpg`),
    )
    expect(host.requests[0]).toMatchObject({
      method: 'GET',
      headers: { 'x-test': 'yes' },
      expected: true,
    })
    expect(host.requests[0]?.at).toBeCloseTo(Date.now(), -4)
    const stats = host.stats()
    const total = sizes.reduce((a, b) => a + b)
    expect(stats).toMatchObject({ requests: 3, unexpected: 0, acceptedSockets: 1 })
    // Sockets kept alive by earlier tests are listed as reused, with nothing since the reset.
    const [socket, ...others] = stats.sockets.filter((s) => !s.reused)
    expect(others).toEqual([])
    expect(socket).toMatchObject({ requests: 3, closedAt: undefined })
    expect(socket?.bytesWritten).toBeGreaterThan(total) // bodies plus headers
    expect(stats.bytesWritten).toBe(socket?.bytesWritten)
    expect(stats.bytesWritten).toBeLessThan(total + 3 * 400)
    agent.destroy()
    await vi.waitFor(() => {
      const closed = host.stats().sockets.find((s) => s.id === socket?.id)
      expect(closed?.closedAt).toBeGreaterThan(socket?.openedAt ?? Infinity)
    })
  })

  test('clearRecords forgets requests but keeps settings', async () => {
    host.setVideo(ID, { missing: 'all' })
    await rawRequest(host.imageUrl(ID, 'default'))
    host.clearRecords()
    expect(host.stats()).toMatchObject({ requests: 0, acceptedSockets: 0 })
    expect((await rawRequest(host.imageUrl(ID, 'default'))).status).toBe(404)
  })
})

describe('control endpoint', () => {
  const put = (path: string, body: unknown) =>
    fetch(host.origin + path, { method: 'PUT', body: JSON.stringify(body) })

  test('sets a scoped fault and a missing quality, and is not recorded', async () => {
    expect((await put('/__fault', { mode: 'status:502', quality: 'hqdefault' })).status).toBe(204)
    expect((await put('/__video', { id: ID, missing: ['default'] })).status).toBe(204)
    expect((await rawRequest(host.imageUrl(ID, 'hqdefault'))).status).toBe(502)
    expect((await rawRequest(host.imageUrl(ID, 'default'))).status).toBe(404)
    expect((await rawRequest(host.imageUrl(ID, 'mqdefault'))).status).toBe(200)
    const state = await (await fetch(`${host.origin}/__state`)).json()
    expect(state.faults).toEqual([{ mode: 'status:502', scope: { quality: 'hqdefault' } }])
    expect(state.stats).toMatchObject({ requests: 3, acceptedSockets: 3 })
    expect(state.requests).toHaveLength(3)
  })

  test('clears faults and resets', async () => {
    await put('/__fault', { mode: 'status:500' })
    expect((await fetch(`${host.origin}/__fault`, { method: 'DELETE' })).status).toBe(204)
    expect((await rawRequest(host.imageUrl(ID, 'default'))).status).toBe(200)
    await put('/__fault', { mode: 'status:500' })
    expect((await fetch(`${host.origin}/__reset`, { method: 'POST' })).status).toBe(204)
    expect((await rawRequest(host.imageUrl(ID, 'default'))).status).toBe(200)
    expect(host.requests).toHaveLength(1)
  })

  test.each([
    [{ mode: 'slow' }, /Unknown fault mode/],
    [{ mode: 'latency:soon' }, /Bad fault mode/],
    [{ mode: 'status:500', times: 0 }, /times/],
    [{}, /mode/],
  ])('refuses %j with 400 and a reason', async (body, reason) => {
    const res = await put('/__fault', body)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(reason)
  })
})

describe('close', () => {
  test('closes promptly with silent, slow and streaming sockets open', async () => {
    const other = await startFakeImageHost()
    other.setFault('silent', { quality: 'default' })
    other.setFault('latency:60000', { quality: 'mqdefault' })
    other.setFault('huge_chunked:52428800', { quality: 'hqdefault' })
    const pending = ['default', 'mqdefault', 'hqdefault'].map((q) =>
      rawRequest(`${other.origin}/vi/${ID}/${q}.jpg`, { timeoutMs: 5000 }),
    )
    await vi.waitFor(() => expect(other.stats().requests).toBe(3))
    await other.close()
    // Every socket was cut by the close, none left to the client's own 5 s timeout.
    const results = await Promise.all(pending)
    expect(results.every((r) => r.error && r.error !== 'timeout')).toBe(true)
    expect(other.stats().openSockets).toBe(0)
  })
})
