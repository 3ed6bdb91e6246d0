/**
 * A6, A7, D4, D5 (docs/reliability.md): which methods each route answers, how many upstream requests
 * a lookup may cost, the exact headers of a download and the shape of every error.
 */
import { connect } from 'node:net'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { PROBED_QUALITIES } from '#server/thumbnails/probe.ts'
import { SECURITY_HEADERS } from '#tests/support/security-headers.ts'
import { testApp } from '#tests/support/test-app.ts'
import { startApp, videoId } from './app-under-test.ts'
import { expectCleanError, readReply } from './error-response.ts'

const ID = 'dQw4w9WgXcQ'
/** Every name a lookup asks the host for (server/thumbnails/probe.ts). */
const PROBED = PROBED_QUALITIES.map((q) => q.id)

let serial = 0
const freshId = () => videoId('sf', ++serial)

const subject = await startApp()
const { host } = subject
const base = await subject.listen()
afterAll(() => subject.close())
beforeEach(() => host.reset())

/** One request on its own socket, as written; resolves with the status line, headers and body. */
function raw(
  method: string,
  path: string,
): Promise<{ status: number; head: string; body: string }> {
  const port = Number(new URL(base).port)
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    )
    let reply = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (reply += chunk))
    socket.on('end', () => {
      const [head = '', body = ''] = reply.split('\r\n\r\n', 2)
      resolve({ status: Number(head.split(' ')[1]), head, body })
    })
    socket.on('error', reject)
  })
}

const allowOf = (head: string) => /\r\nallow: ([^\r]*)/i.exec(head)?.[1]

describe('A6: methods and routes', () => {
  const readOnly = [
    ...PAGE_PATHS,
    '/robots.txt',
    '/sitemap.xml',
    `/watch?v=${ID}`,
    '/favicon.ico',
    '/healthz',
    `/api/thumbnails?url=${ID}`,
    `/api/thumbnails/${ID}/hqdefault.png`,
    `/api/thumbnails/${ID}/preview/hqdefault.webp`,
    '/no-such-page',
    '/api/no-such-endpoint',
  ]

  test.each(readOnly)(
    '%s: TRACE, PUT, DELETE, PATCH, OPTIONS and POST are 405 Allow: GET, HEAD',
    async (path) => {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
        const reply = await raw(method, path)
        expect(reply.status, method).toBe(405)
        expect(allowOf(reply.head), method).toBe('GET, HEAD')
      }
      expect(host.requests).toHaveLength(0)
    },
  )

  test('/api/contact: everything but POST is 405 Allow: POST', async () => {
    for (const method of ['GET', 'HEAD', 'TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await raw(method, '/api/contact')
      expect(reply.status, method).toBe(405)
      expect(allowOf(reply.head), method).toBe('POST')
    }
  })

  test('an unknown page is an HTML 404, an unknown API path a JSON 404', async () => {
    const page = await fetch(`${base}/no-such-page`)
    expect(page.status).toBe(404)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(await page.text()).not.toMatch(/\bat .+:\d+:\d+|node_modules/)
    expectCleanError(await readReply(await fetch(`${base}/api/no-such-endpoint`)), 'not_found')
  })

  test.each([
    `/api/thumbnails/${ID}/maxresdefault.jpg`,
    `/api/thumbnails/${ID}/maxresdefault.png`,
    `/api/thumbnails/${ID}/fullhd.webp`,
    `/api/thumbnails/${ID}/preview/sddefault.webp`,
  ])('HEAD %s has the headers of GET and no body', async (path) => {
    const get = await raw('GET', path)
    const head = await raw('HEAD', path)
    // Date and X-Request-Id differ from one request to the next.
    const headers = (text: string) =>
      text.split('\r\n').filter((line) => !/^(date|x-request-id):/i.test(line))
    expect(get.status).toBe(200)
    expect(headers(head.head)).toEqual(headers(get.head))
    expect(get.body.length).toBeGreaterThan(0)
    expect(head.body).toBe('')
  })
})

describe('A7: probe amplification', () => {
  test('one lookup asks for every JPEG name once each', async () => {
    const id = freshId()
    expect((await subject.app.request(`/api/thumbnails?url=${id}`)).status).toBe(200)
    expect(host.requests.map((r) => r.path).sort()).toEqual(
      PROBED.map((q) => `/vi/${id}/${q}.jpg`).sort(),
    )
  })

  test('50 concurrent identical lookups cost one request per name in total', async () => {
    const id = freshId()
    host.setFault('latency:100', { id })
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => subject.app.request(`/api/thumbnails?url=${id}`)),
    )
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200))
    expect(host.requests).toHaveLength(PROBED.length)
  })

  test('the same lookup again within the TTL costs 0', async () => {
    const id = freshId()
    await subject.app.request(`/api/thumbnails?url=${id}`)
    host.clearRecords()
    for (const form of [id, `https://youtu.be/${id}`, `https://www.youtube.com/watch?v=${id}`]) {
      const res = await subject.app.request(`/api/thumbnails?url=${encodeURIComponent(form)}`)
      expect(res.status).toBe(200)
    }
    expect(host.requests).toHaveLength(0)
  })
})

describe('D4: download headers', () => {
  const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

  test.each([
    ['maxresdefault', 'jpg', 'image/jpeg'],
    ['maxresdefault', 'png', 'image/png'],
    ['sddefault', 'webp', 'image/webp'],
    ['fullhd', 'jpg', 'image/jpeg'],
  ])('%s.%s: exactly our headers, none of the host’s', async (quality, format, type) => {
    const id = freshId()
    // The host labels its reply with parameters and extra headers: none may come through.
    host.setFault('ctype:image/jpeg; charset=x-evil', { id, quality: 'maxresdefault' })
    const res = await subject.app.request(`/api/thumbnails/${id}/${quality}.${format}`)
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': type,
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="youtube-thumbnail-${id}-${quality}.${format}"`,
      'cache-control': 'public, max-age=86400',
      // A hash of the bytes: ours, never the host's (server/thumbnails/routes.ts).
      etag: expect.stringMatching(/^"[\w-]{22}"$/),
      'content-security-policy': FILE_CSP,
      'x-request-id': expect.stringMatching(/^[\da-f-]{36}$/),
      ...SECURITY_HEADERS,
    })
  })

  test('a preview is inline with the same locked-down policy', async () => {
    const res = await subject.app.request(`/api/thumbnails/${freshId()}/preview/hqdefault.webp`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=86400',
      // A hash of the bytes: ours, never the host's (server/thumbnails/routes.ts).
      etag: expect.stringMatching(/^"[\w-]{22}"$/),
      'content-security-policy': FILE_CSP,
      'x-request-id': expect.stringMatching(/^[\da-f-]{36}$/),
      ...SECURITY_HEADERS,
    })
  })
})

describe('D5: every error is plain JSON, never cached, leaking nothing', () => {
  test.each([
    ['/api/thumbnails?url=https%3A%2F%2Fvimeo.com%2F1', 'invalid_url'],
    ['/api/thumbnails?url=', 'invalid_url'],
    [`/api/thumbnails/${'x'.repeat(11)}%2F..%2F/hqdefault.jpg`, 'invalid_request'],
    [`/api/thumbnails/short/hqdefault.jpg`, 'invalid_request'],
    [`/api/thumbnails/${ID}/ultra.jpg`, 'invalid_request'],
    [`/api/thumbnails/${ID}/hqdefault.gif`, 'invalid_request'],
    [`/api/thumbnails/${ID}/preview/hqdefault.png`, 'invalid_request'],
    ['/api/no-such-endpoint', 'not_found'],
  ] as const)('%s is %s', async (path, code) => {
    expectCleanError(await readReply(await subject.app.request(path)), code)
    expect(host.requests).toHaveLength(0)
  })

  test('a quality the video lacks is not_found; a video with none is no_thumbnails', async () => {
    const id = freshId()
    host.setVideo(id, { missing: ['maxresdefault', 'fullhd'] })
    for (const path of [`${id}/maxresdefault.png`, `${id}/preview/fullhd.webp`]) {
      const res = await subject.app.request(`/api/thumbnails/${path}`)
      expectCleanError(await readReply(res), 'not_found')
    }
    const none = freshId()
    host.setVideo(none, { missing: 'all' })
    const res = await subject.app.request(`/api/thumbnails?url=${none}`)
    expectCleanError(await readReply(res), 'no_thumbnails')
  })

  test('a method that is not allowed is method_not_allowed', async () => {
    const res = await fetch(`${base}/api/thumbnails/${ID}/hqdefault.jpg`, { method: 'DELETE' })
    expectCleanError(await readReply(res), 'method_not_allowed')
  })

  test('an unexpected failure is a bare 500: the error stays in the log', async () => {
    const broken = {
      fetchImage: () => Promise.reject(new TypeError('secret at /work/main/server/x.ts:1:2')),
      close: async () => {},
    }
    const { app, log } = await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream: broken })
    const res = await app.request(`/api/thumbnails/${ID}/hqdefault.jpg`)
    expectCleanError(await readReply(res), 'internal_error')
    expect(JSON.stringify(log.lines)).toContain('secret at')
  })
})
