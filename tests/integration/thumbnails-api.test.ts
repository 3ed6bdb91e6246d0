import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { createUpstream, type Upstream } from '#server/thumbnails/upstream.ts'
import { startCanary, type Canary } from '#tests/fake-image-host/canary.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'
import { testApp } from '#tests/support/test-app.ts'

const ID = 'dQw4w9WgXcQ'
let host: FakeImageHost
let canary: Canary
let upstream: Upstream

beforeAll(async () => {
  ;[host, canary] = await Promise.all([startFakeImageHost(), startCanary()])
  // Short deadlines keep fault tests quick; the real limits are tested in the reliability suite.
  // A lookup reads 32 paths at once: 1.5 s leaves a busy machine room to refuse all 32 bodies.
  upstream = createUpstream(host.origin, { fetchTimeoutMs: 1_500 })
})
afterAll(async () => {
  await upstream.close()
  await Promise.all([host.close(), canary.close()])
})
beforeEach(() => host.reset())

/** The thumbnail routes alone: the answers here are theirs, so no pages and no React build. */
const makeApp = () => thumbnailsApp({ upstream })

const lookup = (app: ReturnType<typeof makeApp>['app'], url: string) =>
  app.request(`/api/thumbnails?url=${encodeURIComponent(url)}`)

type LookupBody = {
  videoId: string
  thumbnails: Array<{
    quality: string
    width: number | null
    height: number | null
    available: boolean
    upscaled: boolean
    downloadUrl: string | null
    previewUrl: string | null
  }>
}

describe('GET /api/thumbnails', () => {
  test('lists every quality in catalogue order with real sizes and download URLs', async () => {
    const { app } = makeApp()
    const res = await lookup(app, `https://www.youtube.com/watch?v=${ID}&t=42s`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300')
    const body = (await res.json()) as LookupBody
    expect(body.videoId).toBe(ID)
    expect(body.thumbnails).toEqual([
      entry('default', 'Low Quality', '120x90', 120, 90),
      entry('mqdefault', 'Medium Quality', '320x180', 320, 180),
      entry('hqdefault', 'High Quality', '480x360', 480, 360),
      entry('sddefault', 'Standard Definition', '640x480', 640, 480),
      entry('maxresdefault', 'Maximum Resolution', '1280x720', 1280, 720),
      { ...entry('fullhd', 'Full HD', '1920x1080', 1920, 1080), upscaled: true },
    ])
    host.assertNoUnexpected()
  })

  test('accepts a bare video id', async () => {
    const { app } = makeApp()
    expect((await lookup(app, ID)).status).toBe(200)
  })

  test.each(['https://vimeo.com/123', 'https://youtube.co/watch?v=dQw4w9WgXcQ', 'x'.repeat(3000)])(
    'refuses %j with 400 invalid_url and asks the host nothing',
    async (url) => {
      const { app } = makeApp()
      const res = await lookup(app, url)
      expect(res.status).toBe(400)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid_url',
          message: 'Please enter a valid YouTube video URL.',
          requestId: res.headers.get('X-Request-Id'),
        },
      })
      expect(host.requests).toHaveLength(0)
    },
  )

  test('refuses an empty url with 400 invalid_url asking for a link, and asks the host nothing', async () => {
    const { app } = makeApp()
    const res = await lookup(app, '')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({
      code: 'invalid_url',
      message: 'Enter the link of a YouTube video to get its thumbnails.',
    })
    expect(host.requests).toHaveLength(0)
  })

  test.each([
    ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', /playlist link/],
    ['https://www.youtube.com/@someone', /channel link/],
    ['https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw', /channel link/],
  ])('refuses %j with 400 invalid_url saying what it is', async (url, message) => {
    const { app } = makeApp()
    const res = await lookup(app, url)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('invalid_url')
    expect(body.error.message).toMatch(message)
    expect(body.error.message).toMatch(/POST \/api\/batch/)
    expect(host.requests).toHaveLength(0)
  })

  test('a missing quality, placeholder and all, is unavailable; the rest are offered', async () => {
    host.setVideo(ID, { missing: ['maxresdefault', 'fullhd'] })
    const { app } = makeApp()
    const body = (await (await lookup(app, ID)).json()) as LookupBody
    const available = body.thumbnails.filter((t) => t.available).map((t) => t.quality)
    expect(available).toEqual(['default', 'mqdefault', 'hqdefault', 'sddefault'])
    expect(body.thumbnails.at(-1)).toMatchObject({
      available: false,
      width: null,
      downloadUrl: null,
      previewUrl: null,
    })
  })

  test('a 404 placeholder is never "available"', async () => {
    host.setFault('placeholder404', { quality: 'maxresdefault' })
    const { app } = makeApp()
    const body = (await (await lookup(app, ID)).json()) as LookupBody
    expect(body.thumbnails.find((t) => t.quality === 'maxresdefault')?.available).toBe(false)
    expect(body.thumbnails.find((t) => t.quality === 'sddefault')?.available).toBe(true)
  })

  test('no quality at all is 404 no_thumbnails, remembered for a while', async () => {
    host.setVideo(ID, { missing: 'all' })
    const { app } = makeApp()
    const res = await lookup(app, ID)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: {
        code: 'no_thumbnails',
        message: "We couldn't find any thumbnails for this video.",
        requestId: res.headers.get('X-Request-Id'),
      },
    })
    const asked = host.requests.length
    expect((await lookup(app, ID)).status).toBe(404)
    expect(host.requests.length).toBe(asked)
  })

  test('probes each name once, all in parallel, and a cached lookup asks nothing', async () => {
    // The host answers each request 1 s after it arrives: all in parallel means every probe
    // arrived before the first answer was sent, where one after another would space them 1 s.
    host.setFault('latency:1000')
    const { app } = makeApp()
    expect((await lookup(app, ID)).status).toBe(200)
    const arrivals = host.requests.map((r) => r.at)
    expect(Math.max(...arrivals)).toBeLessThan(Math.min(...arrivals) + 1_000)
    expect(host.requests.length).toBeLessThanOrEqual(PROBES_PER_LOOKUP)
    expect(new Set(host.requests.map((r) => r.path)).size).toBe(host.requests.length)
    const asked = host.requests.length
    expect((await lookup(app, `https://youtu.be/${ID}`)).status).toBe(200)
    expect(host.requests.length).toBe(asked)
  })

  test('coalesces 50 concurrent identical lookups into one probe', async () => {
    host.setFault('latency:100')
    const { app } = makeApp()
    const responses = await Promise.all(Array.from({ length: 50 }, () => lookup(app, ID)))
    expect(responses.every((res) => res.status === 200)).toBe(true)
    expect(host.requests.length).toBeLessThanOrEqual(PROBES_PER_LOOKUP)
  })

  test('an upstream 5xx is 502 upstream_error after at most one retry per path', async () => {
    host.setFault('status:503')
    const { app } = makeApp()
    const res = await lookup(app, ID)
    expect(res.status).toBe(502)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ error: { code: 'upstream_error' } })
    const perPath = countBy(host.requests.map((r) => r.path))
    expect(Math.max(...perPath.values())).toBeLessThanOrEqual(2)
  })

  test('a silent host is 504 upstream_timeout', async () => {
    host.setFault('silent')
    const { app } = makeApp()
    const res = await lookup(app, ID)
    expect(res.status).toBe(504)
    expect(await res.json()).toMatchObject({ error: { code: 'upstream_timeout' } })
  })

  test.each([
    'reset_headers',
    'reset_mid',
    'truncate:100000/50000',
    'huge_declared',
    'huge_chunked:10485760',
    'ctype:text/html',
    'ctype:image/svg+xml',
    'gzip_bomb',
    'loop',
  ])('fault %s is 502 upstream_error with nothing of the host echoed', async (fault) => {
    host.setFault(fault)
    const { app } = makeApp()
    const res = await lookup(app, ID)
    expect(res.status).toBe(502)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'upstream_error',
        message: 'The thumbnail host did not answer properly. Please try again.',
        requestId: res.headers.get('X-Request-Id'),
      },
    })
  })

  test('a redirect is never followed', async () => {
    host.setFault(`redirect:302:${canary.url('/latest/meta-data/')}`)
    const { app } = makeApp()
    const res = await lookup(app, ID)
    expect(res.status).toBe(502)
    expect(await res.text()).not.toContain(canary.origin)
    expect(canary.connections).toBe(0)
  })

  test('request logs never hold the link or the video id', async () => {
    const { app, log } = makeApp()
    await lookup(app, `https://youtu.be/${ID}`)
    await app.request(`/api/thumbnails/${ID}/hqdefault.png`)
    await app.request(`/api/thumbnails/${ID}/preview/hqdefault.webp`)
    expect(JSON.stringify(log.lines)).not.toContain(ID)
    expect(log.lines.map((line) => line.route)).toEqual([
      '/api/thumbnails',
      '/api/thumbnails/:videoId/:file',
      '/api/thumbnails/:videoId/preview/:file',
    ])
  })
})

describe('GET /api/thumbnails/:videoId/:quality.:format', () => {
  test('a JPG quality asked as JPG is passed through byte for byte', async () => {
    const { app } = makeApp()
    const original = Buffer.from(await (await fetch(host.imageUrl(ID, 'hqdefault'))).arrayBuffer())
    const res = await app.request(`/api/thumbnails/${ID}/hqdefault.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/jpeg')
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="youtube-thumbnail-${ID}-hqdefault.jpg"`,
    )
    expect(res.headers.get('Content-Length')).toBe(String(original.length))
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(original)
  })

  test.each([
    ['sddefault', 'png', 'png', 640, 480],
    ['sddefault', 'webp', 'webp', 640, 480],
    ['maxresdefault', 'png', 'png', 1280, 720],
    ['fullhd', 'jpg', 'jpeg', 1920, 1080],
    ['fullhd', 'png', 'png', 1920, 1080],
    ['fullhd', 'webp', 'webp', 1920, 1080],
  ])('%s as %s decodes as %s at %d×%d', async (quality, format, decoded, width, height) => {
    const { app } = makeApp()
    const res = await app.request(`/api/thumbnails/${ID}/${quality}.${format}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe(
      format === 'jpg' ? 'image/jpeg' : `image/${format}`,
    )
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length))
    expect(await sharp(bytes).metadata()).toMatchObject({ format: decoded, width, height })
  })

  test('Full HD is made from the WebP maxres source', async () => {
    const { app } = makeApp()
    await app.request(`/api/thumbnails/${ID}/fullhd.png`)
    expect(host.requests.map((r) => r.path)).toEqual([`/vi_webp/${ID}/maxresdefault.webp`])
  })

  test('a second download of the same file is served from the cache', async () => {
    const { app } = makeApp()
    const first = await app.request(`/api/thumbnails/${ID}/maxresdefault.webp`)
    const asked = host.requests.length
    const second = await app.request(`/api/thumbnails/${ID}/maxresdefault.webp`)
    expect(host.requests.length).toBe(asked)
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
  })

  test('HEAD gives the headers of GET and no body', async () => {
    const { app } = makeApp()
    const get = await app.request(`/api/thumbnails/${ID}/mqdefault.png`)
    const head = await app.request(`/api/thumbnails/${ID}/mqdefault.png`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(get.headers.get('Content-Length'))
    expect(await head.arrayBuffer()).toHaveProperty('byteLength', 0)
  })

  test.each([
    [`/api/thumbnails/${ID}/ultra.jpg`, /Unknown quality/],
    [`/api/thumbnails/${ID}/hqdefault.gif`, /Unknown format/],
    [`/api/thumbnails/short/hqdefault.jpg`, /video id/],
    [`/api/thumbnails/${ID}/hqdefault`, /Unknown quality/],
  ])('%s is 400 invalid_request and asks the host nothing', async (path, message) => {
    const { app } = makeApp()
    const res = await app.request(path)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.message).toMatch(message)
    expect(host.requests).toHaveLength(0)
  })

  test('a quality the video lacks is 404 not_found', async () => {
    host.setVideo(ID, { missing: ['maxresdefault', 'fullhd'] })
    const { app } = makeApp()
    const res = await app.request(`/api/thumbnails/${ID}/maxresdefault.png`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  test('a truncated source is refused, never sent as a broken file', async () => {
    host.setFault('truncate:100000/50000', { quality: 'maxresdefault' })
    const { app } = makeApp()
    const res = await app.request(`/api/thumbnails/${ID}/maxresdefault.jpg`)
    expect(res.status).toBe(502)
  })
})

describe('GET /api/thumbnails/:videoId/preview/:quality.webp', () => {
  test.each([
    ['default', 120, 90],
    ['mqdefault', 320, 180],
    ['hqdefault', 320, 240],
    ['maxresdefault', 320, 180],
    ['fullhd', 320, 180],
  ])('%s is an inline WebP at most 320 px wide (%d×%d)', async (quality, width, height) => {
    const { app } = makeApp()
    const res = await app.request(`/api/thumbnails/${ID}/preview/${quality}.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Content-Disposition')).toBeNull()
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length))
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height })
  })

  test('is much smaller than the file it previews', async () => {
    const { app } = makeApp()
    const preview = await app.request(`/api/thumbnails/${ID}/preview/maxresdefault.webp`)
    const file = await app.request(`/api/thumbnails/${ID}/maxresdefault.webp`)
    const previewBytes = (await preview.arrayBuffer()).byteLength
    expect(previewBytes).toBeLessThan((await file.arrayBuffer()).byteLength / 4)
    expect(previewBytes).toBeLessThan(20_000)
  })

  test('a second request is served from the cache', async () => {
    const { app } = makeApp()
    await app.request(`/api/thumbnails/${ID}/preview/sddefault.webp`)
    const asked = host.requests.length
    expect((await app.request(`/api/thumbnails/${ID}/preview/sddefault.webp`)).status).toBe(200)
    expect(host.requests.length).toBe(asked)
  })

  test('a quality the video lacks is 404 not_found', async () => {
    host.setVideo(ID, { missing: ['maxresdefault', 'fullhd'] })
    const { app } = makeApp()
    const res = await app.request(`/api/thumbnails/${ID}/preview/fullhd.webp`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  test.each([
    [`/api/thumbnails/${ID}/preview/ultra.webp`, /Unknown quality/, { quality: 'unknown quality' }],
    [
      `/api/thumbnails/${ID}/preview/hqdefault.png`,
      /Unknown quality/,
      { quality: 'unknown quality' },
    ],
    [
      `/api/thumbnails/${ID}/preview/hqdefault.webp?crop=square`,
      /Unknown crop/,
      { crop: 'unknown crop' },
    ],
    [`/api/thumbnails/short/preview/hqdefault.webp`, /video id/, undefined],
  ])('%s is 400 invalid_request and asks the host nothing', async (path, message, fields) => {
    const { app } = makeApp()
    const res = await app.request(path)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({
      code: 'invalid_request',
      message: expect.stringMatching(message),
      requestId: res.headers.get('X-Request-Id'),
      ...(fields && { fields }),
    })
    expect(host.requests).toHaveLength(0)
  })
})

function entry(quality: string, name: string, resolution: string, width: number, height: number) {
  return {
    quality,
    name,
    resolution,
    width,
    height,
    available: true,
    upscaled: false,
    downloadUrl: `/api/thumbnails/${ID}/${quality}.jpg`,
    previewUrl: `/api/thumbnails/${ID}/preview/${quality}.webp`,
    group: 'main',
    letterboxed: false,
    croppedHeight: null,
    pillarboxed: false,
    croppedWidth: null,
  }
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

describe('caching by browsers, nginx and CDNs', () => {
  const FILES = [
    `/api/thumbnails/${ID}/maxresdefault.png`,
    `/api/thumbnails/${ID}/maxresdefault.webp`,
    `/api/thumbnails/${ID}/fullhd.jpg`,
    `/api/thumbnails/${ID}/hqdefault.jpg`,
    `/api/thumbnails/${ID}/preview/maxresdefault.webp`,
    `/api/thumbnails/${ID}/preview/hqdefault.webp`,
  ]

  test('each file and preview has its own strong ETag, the same on two replicas', async () => {
    // Two apps: two replicas, each converting on its own (no cache in common).
    const [one, two] = [makeApp().app, makeApp().app]
    const tags = []
    for (const path of FILES) {
      const [a, b] = await Promise.all([one.request(path), two.request(path)])
      expect([a.status, b.status]).toEqual([200, 200])
      const tag = a.headers.get('ETag')
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/)
      expect(b.headers.get('ETag')).toBe(tag)
      expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()))
      tags.push(tag)
    }
    expect(new Set(tags).size).toBe(FILES.length)
  })

  test.each(FILES)('%s: If-None-Match with its ETag is 304 with no body', async (path) => {
    const [one, two] = [makeApp().app, makeApp().app]
    const first = await one.request(path)
    const etag = first.headers.get('ETag') ?? ''
    // Revalidated on the other replica, as a cache behind a load balancer does.
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await two.request(path, { headers: { 'If-None-Match': header } })
      expect(res.status).toBe(304)
      expect(res.headers.get('ETag')).toBe(etag)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
      expect(await res.arrayBuffer()).toHaveProperty('byteLength', 0)
    }
    const stale = await two.request(path, { headers: { 'If-None-Match': '"not-this-one"' } })
    expect(stale.status).toBe(200)
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
  })

  test('a file named after the title has the same bytes, so the same ETag', async () => {
    const { app } = makeApp()
    const plain = await app.request(`/api/thumbnails/${ID}/sddefault.png`)
    const titled = await app.request(`/api/thumbnails/${ID}/sddefault.png?name=title`)
    expect(titled.headers.get('ETag')).toBe(plain.headers.get('ETag'))
  })

  test('through the whole app: no Vary on files (one copy per URL), Vary on the lookup', async () => {
    const { app } = await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream })
    const accept = { 'Accept-Encoding': 'br, gzip' }
    for (const path of FILES) {
      const res = await app.request(path, { headers: accept })
      expect(res.status).toBe(200)
      expect(res.headers.get('Vary')).toBeNull()
      expect(res.headers.get('Content-Encoding')).toBeNull()
      expect(res.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/)
    }
    const lookup = await app.request(`/api/thumbnails?url=${ID}`, { headers: accept })
    expect(lookup.headers.get('Vary')).toBe('Accept-Encoding')
  })
})
