import { gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { startCanary } from './canary.ts'
import { HOSTILE_MARKER, HUGE_DECLARED_BYTES } from './fault-replies.ts'
import { rawRequest } from './http-client.ts'
import { renderQuality } from './images.ts'
import { startFakeImageHost } from './server.ts'

const ID = 'dQw4w9WgXcQ'
const host = await startFakeImageHost()
const canary = await startCanary()
const url = host.imageUrl(ID, 'maxresdefault')
const image = await renderQuality('maxresdefault')
const isJpeg = (body: Buffer) => body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
afterAll(() => Promise.all([host.close(), canary.close()]))
beforeEach(() => host.reset())

/** The record of the socket that carried the last request, once it has closed. */
async function closedSocket() {
  const id = host.requests.at(-1)?.socket
  return vi.waitFor(() => {
    const socket = host.stats().sockets.find((s) => s.id === id)
    if (socket?.closedAt === undefined) throw new Error('socket still open')
    return socket
  })
}

describe('timing faults', () => {
  test('latency delays the headers, then serves the image', async () => {
    host.setFault('latency:150')
    const res = await rawRequest(url)
    expect(res.ms).toBeGreaterThanOrEqual(140)
    expect([res.status, res.body.equals(image)]).toEqual([200, true])
  })

  test('trickle sends headers at once and the body a few bytes at a time', async () => {
    const small = host.imageUrl(ID, 'default')
    const whole = await renderQuality('default')
    host.setFault(`trickle:${Math.ceil(whole.length / 4)}/40`)
    const res = await rawRequest(small)
    expect(res.ms).toBeGreaterThanOrEqual(110) // 4 chunks, 3 waits between them at least
    expect(res.headers['content-length']).toBe(String(whole.length))
    expect(res.body.equals(whole)).toBe(true)
  })

  test('silent accepts the connection and never answers', async () => {
    host.setFault('silent')
    const res = await rawRequest(url, { timeoutMs: 200 })
    expect([res.status, res.error]).toEqual([undefined, 'timeout'])
    expect(host.stats()).toMatchObject({ requests: 1, acceptedSockets: 1 })
    expect((await closedSocket()).bytesWritten).toBe(0)
  })
})

describe('broken connections', () => {
  test('reset_headers resets the connection before any response', async () => {
    host.setFault('reset_headers')
    const res = await rawRequest(url)
    expect([res.status, res.error]).toEqual([undefined, 'ECONNRESET'])
    expect((await closedSocket()).bytesWritten).toBe(0)
  })

  test('reset_mid sends the headers and half the body, then resets', async () => {
    host.setFault('reset_mid')
    const res = await rawRequest(url)
    expect(res.status).toBe(200)
    expect(res.headers['content-length']).toBe(String(image.length))
    expect(res.body.length).toBe(Math.floor(image.length / 2))
    expect(res.error).toMatch(/ECONNRESET|aborted/)
  })

  test('truncate declares one length, sends fewer bytes and closes', async () => {
    host.setFault('truncate:100000/50000')
    const res = await rawRequest(url)
    expect(res.headers['content-length']).toBe('100000')
    expect(res.body.length).toBe(50000)
    expect(res.body.subarray(0, image.length).equals(image)).toBe(true)
    expect(res.error).toMatch(/ECONNRESET|aborted/)
  })
})

describe('oversized bodies', () => {
  test('huge_declared declares 50 MiB; a client leaving at the headers got ≤ 256 KiB', async () => {
    host.setFault('huge_declared')
    const res = await rawRequest(url, { stopAfter: 0 })
    expect(res.headers['content-length']).toBe(String(HUGE_DECLARED_BYTES))
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect((await closedSocket()).bytesWritten).toBeLessThanOrEqual(256 * 1024)
  })

  test('huge_chunked streams exactly that many bytes, chunked, starting with the image', async () => {
    host.setFault('huge_chunked:1048576')
    const res = await rawRequest(url)
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.body.length).toBe(1048576)
    expect(res.body.subarray(0, image.length).equals(image)).toBe(true)
  })

  test('huge_chunked stops writing soon after the client goes away', async () => {
    host.setFault('huge_chunked:52428800')
    const res = await rawRequest(url, { stopAfter: 512 * 1024 })
    expect(res.error).toBe('stopped')
    expect((await closedSocket()).bytesWritten).toBeLessThanOrEqual(512 * 1024 + 256 * 1024)
  })

  test('gzip_bomb sends 10 MiB of zeros gzipped, whatever the client accepts', async () => {
    host.setFault('gzip_bomb')
    const res = await rawRequest(url, { headers: { 'accept-encoding': 'identity' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.body.length).toBeLessThan(20 * 1024)
    expect(gunzipSync(res.body).length).toBe(10 * 1024 * 1024)
  })
})

describe('wrong answers', () => {
  test.each([500, 502, 503])('status:%i answers with a small HTML page', async (code) => {
    host.setFault(`status:${code}`)
    const res = await rawRequest(url)
    expect(res.status).toBe(code)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body.toString()).toContain(`<h1>${code}`)
  })

  test.each([
    ['missing', undefined, isJpeg],
    ['text/html', 'text/html', isJpeg],
    ['application/octet-stream', 'application/octet-stream', isJpeg],
    ['image/png, text/html', 'image/png, text/html', isJpeg],
    ['image/svg+xml', 'image/svg+xml', isJpeg],
    ['image/jpeg:html', 'image/jpeg', (b: Buffer) => b.toString().startsWith('<!doctype html>')],
    ['image/jpeg:svg', 'image/jpeg', (b: Buffer) => b.toString().startsWith('<svg')],
  ])('ctype:%s sends that content type and body', async (value, header, bodyIs) => {
    host.setFault(`ctype:${value}`)
    const res = await rawRequest(url)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(header)
    expect(bodyIs(res.body)).toBe(true)
    if (!isJpeg(res.body)) expect(res.body.toString()).toContain(HOSTILE_MARKER)
  })

  test.each([301, 302, 303, 307, 308])(
    'redirect:%i sends Location and is not followed',
    async (code) => {
      host.setFault(`redirect:${code}:${canary.url('/latest/meta-data/')}`)
      const res = await rawRequest(url)
      expect([res.status, res.headers.location]).toEqual([code, canary.url('/latest/meta-data/')])
      expect(canary.hits).toBe(0)
    },
  )

  test('the canary counts a client that does follow the redirect', async () => {
    host.setFault(`redirect:302:${canary.url('/latest/meta-data/')}`)
    const before = canary.hits
    expect((await fetch(url)).status).toBe(200)
    expect(canary.hits - before).toBe(1)
    expect(canary.paths.at(-1)).toBe('/latest/meta-data/')
  })

  test('loop redirects to itself: a client following redirects asks 21 times', async () => {
    host.setFault('loop')
    const res = await rawRequest(url)
    expect([res.status, res.headers.location]).toEqual([302, url])
    await expect(fetch(url)).rejects.toThrow()
    expect(host.requests).toHaveLength(1 + 21)
  })

  test('placeholder404 answers 404 with the grey placeholder', async () => {
    host.setFault('placeholder404', { quality: 'maxresdefault' })
    const res = await rawRequest(url)
    expect([res.status, res.headers['content-type']]).toEqual([404, 'image/jpeg'])
    const { width, height } = await sharp(res.body).metadata()
    expect([width, height]).toEqual([120, 90])
    expect((await rawRequest(host.imageUrl(ID, 'sddefault'))).status).toBe(200)
  })
})

describe('HEAD under a fault', () => {
  test('sends the fault headers without a body', async () => {
    host.setFault('huge_declared')
    const res = await rawRequest(url, { method: 'HEAD' })
    expect([res.status, res.body.length, res.error]).toEqual([200, 0, undefined])
    expect(res.headers['content-length']).toBe(String(HUGE_DECLARED_BYTES))
  })
})
