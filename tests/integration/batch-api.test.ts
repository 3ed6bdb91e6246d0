/**
 * `POST /api/batch` through the whole app, against the fake image host (its feed and Data API
 * included, tests/fake-image-host/feeds.ts): the streamed ZIP and its report.csv, the form
 * post, playlists and channels with and without a key, the limits, and a client that leaves.
 */
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parseReportCsv, type ReportRow } from '#core/batch.ts'
import { BATCH_LIMITS } from '#server/batch/limits.ts'
import { scanZip } from '#core/zip-entries.ts'
import { createOembed, type VideoInfoSource } from '#server/thumbnails/oembed.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { fakeListVideo } from '#tests/fake-image-host/feeds.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { serveApp, testApp } from '#tests/support/test-app.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'
import { fromPeer } from '#tests/support/route-app.ts'

let host: FakeImageHost
let upstream: Upstream
let info: VideoInfoSource
let serial = 0
/** A fresh id with this prefix (11 characters), so no cache hides a request. */
const fresh = (prefix = 'batch') => `${prefix}${String(++serial).padStart(11 - prefix.length, '0')}`

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = testUpstream(host.origin)
  info = createOembed(host.origin, { timeoutMs: 3_000 })
})
afterAll(async () => {
  await Promise.all([upstream.close(), info.close()])
  await host.close()
})
beforeEach(() => host.reset())
afterEach(() => host.assertNoUnexpected())

const env = (key?: string) => ({
  THUMBNAIL_ORIGIN: host.origin,
  YOUTUBE_ORIGIN: host.origin,
  YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
  ...(key && { YOUTUBE_API_KEY: key }),
})
const makeApp = async (key?: string) =>
  (await testApp({ env: env(key), upstream, thumbnails: { info } })).app

type App = Awaited<ReturnType<typeof makeApp>>

/** A batch posted from `peer` (a client of its own), or from no socket at all. */
const post = (app: App, body: unknown, peer?: string) =>
  app.request(
    '/api/batch',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    peer === undefined ? undefined : fromPeer(peer),
  )

type Opened = { files: Map<string, Buffer>; report: ReportRow[]; names: string[] }

/** The archive, walked entry by entry, every CRC checked and the central directory counted. */
async function openZip(res: Response): Promise<Opened> {
  const bytes = Buffer.from(await res.arrayBuffer())
  const scan = scanZip(bytes)
  expect(scan.ended).toBe(true)
  // End of central directory: its entry count matches the entries walked.
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(bytes.readUInt16LE(eocd + 10)).toBe(scan.entries.length)
  const files = new Map<string, Buffer>()
  for (const entry of scan.entries) {
    const data = bytes.subarray(entry.offset, entry.offset + entry.size)
    expect(crc32(data) >>> 0).toBe(entry.crc32)
    files.set(entry.name, data)
  }
  const names = scan.entries.map((e) => e.name)
  expect(names.at(-1)).toBe('report.csv')
  const report = parseReportCsv(files.get('report.csv')?.toString('utf8') ?? '')
  return { files, report, names }
}

describe('a list of links', () => {
  test('one picture per video, streamed as a ZIP, with report.csv in input order', async () => {
    const [a, b, noMax] = [fresh(), fresh(), fresh('nomaxres')]
    const res = await post(await makeApp(), {
      links: [
        `https://youtu.be/${a}`,
        'not a link at all',
        `https://www.youtube.com/watch?v=${b}&t=42`,
        a,
        `https://www.youtube.com/shorts/${noMax}`,
      ],
      quality: 'maxresdefault',
      format: 'png',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/zip')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="thumbnails-\d{4}-\d\d-\d\d-\d{4}\.zip"$/,
    )
    expect(res.headers.get('Content-Length')).toBeNull()
    expect(res.headers.get('X-Batch-Videos')).toBe('3')
    const { files, report, names } = await openZip(res)
    expect(names.toSorted()).toEqual(
      [
        `youtube-thumbnail-${a}-maxresdefault.png`,
        `youtube-thumbnail-${b}-maxresdefault.png`,
        `youtube-thumbnail-${noMax}-sddefault.png`,
        'report.csv',
      ].toSorted(),
    )
    const png = await sharp(files.get(`youtube-thumbnail-${a}-maxresdefault.png`)).metadata()
    expect([png.format, png.width, png.height]).toEqual(['png', 1280, 720])
    expect(report.map((r) => [r.videoId, r.quality, r.width, r.height, r.status])).toEqual([
      [a, 'maxresdefault', 1280, 720, 'ok'],
      ['', '', null, null, 'invalid_link'],
      [b, 'maxresdefault', 1280, 720, 'ok'],
      [a, 'maxresdefault', 1280, 720, 'duplicate'],
      [noMax, 'sddefault', 640, 480, 'quality_missing'],
    ])
    expect(report[0]?.title).toBe(`Fake video ${a}`)
    expect(report[0]?.bytes).toBe(files.get(`youtube-thumbnail-${a}-maxresdefault.png`)?.length)
    expect(report[1]?.link).toBe('not a link at all')
    // The duplicate was fetched once: one oEmbed request for `a`.
    expect(
      host.requests.filter((r) => r.path.startsWith('/oembed') && r.path.includes(a)),
    ).toHaveLength(1)
  })

  test('best is the largest real picture; a video without any and a failing host are reported', async () => {
    const [short, plain, gone, broken] = [fresh('short'), fresh(), fresh('gone'), fresh()]
    host.setFault('status:500', { id: broken })
    const res = await post(await makeApp(), { links: [short, plain, gone, broken] })
    const { report, names } = await openZip(res)
    expect(report.map((r) => [r.videoId, r.quality, r.width, r.height, r.status])).toEqual([
      [short, 'oardefault', 1080, 1920, 'ok'],
      [plain, 'maxresdefault', 1280, 720, 'ok'],
      [gone, '', null, null, 'no_thumbnails'],
      [broken, '', null, null, 'upstream_error'],
    ])
    expect(names).toHaveLength(3)
  })

  test('name=title names each file after its title, safe on every system', async () => {
    const rich = fresh('rich')
    const res = await post(await makeApp(), { links: [rich], quality: 'hqdefault', name: 'title' })
    const { names } = await openZip(res)
    expect(names).toContain(`Café - Rich video - test ✓ ${rich} - High Quality 480x360.jpg`)
  })

  test('the form post of the page without its script answers the ZIP too', async () => {
    const id = fresh()
    const res = await (
      await makeApp()
    ).request('/api/batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({
        links: `https://youtu.be/${id}\r\n\r\n  \r\nnope\r\n`,
        quality: 'best',
        format: 'webp',
        name: 'id',
      }).toString(),
    })
    expect(res.status).toBe(200)
    const { names, report } = await openZip(res)
    expect(names).toEqual([`youtube-thumbnail-${id}-maxresdefault.webp`, 'report.csv'])
    expect(report.map((r) => r.status)).toEqual(['ok', 'invalid_link'])
  })
})

describe('playlists and channels', () => {
  test('without a key: the feed newest 15, a dead playlist, a handle that needs the key', async () => {
    const res = await post(await makeApp(), {
      links: [
        'https://www.youtube.com/playlist?list=PLmissing40',
        'https://www.youtube.com/playlist?list=PLdead',
        'https://www.youtube.com/@somebody',
      ],
      quality: 'hqdefault',
    })
    expect(res.headers.get('X-Batch-Videos')).toBe('15')
    const { report, names } = await openZip(res)
    expect(report[0]).toMatchObject({ videoId: '', status: 'feed_newest_15' })
    const videos = report.slice(1, 16)
    expect(videos.map((r) => r.status)).toEqual(
      Array.from({ length: 15 }, (_, i) => (i % 3 === 2 ? 'no_thumbnails' : 'ok')),
    )
    expect(videos[0]?.link).toBe(`https://www.youtube.com/watch?v=${videos[0]?.videoId}`)
    // The feed's title when oEmbed has none for the video.
    expect(videos[2]?.title).toMatch(/^Feed video 3 & "friends"/)
    expect(report.slice(16).map((r) => [r.link, r.status])).toEqual([
      ['https://www.youtube.com/playlist?list=PLdead', 'not_found'],
      ['https://www.youtube.com/@somebody', 'needs_api_key'],
    ])
    expect(names).toHaveLength(10 + 1)
    expect(host.requests.some((r) => r.path.startsWith('/youtube/v3'))).toBe(false)
  })

  test('with a key: the whole playlist through the Data API in pages of 50', async () => {
    const res = await post(await makeApp('test-key'), {
      links: ['https://www.youtube.com/watch?v=abcdefghijk&list=PLcount60'],
      wholePlaylist: true,
      quality: 'default',
    })
    expect(res.headers.get('X-Batch-Videos')).toBe('60')
    const { report, names } = await openZip(res)
    expect(report[0]?.status).toBe('ok')
    expect(report.slice(1).every((r) => r.status === 'ok')).toBe(true)
    expect(report[1]?.videoId).toBe(report[1] && fakeListVideo(report[1].videoId.slice(1, 4), 0))
    expect(names).toHaveLength(61)
    const pages = host.requests.filter((r) => r.path.startsWith('/youtube/v3/playlistItems'))
    expect(pages).toHaveLength(2)
  })
})

describe('limits', () => {
  test('a list named on every line is read once; reads of lists are counted per client', async () => {
    const app = await makeApp('test-key')
    const apiCalls = () => host.requests.filter((r) => r.path.startsWith('/youtube/v3')).length
    const same = await post(app, {
      links: Array.from({ length: 200 }, () => 'https://www.youtube.com/playlist?list=PLcount5'),
      quality: 'default',
    })
    const sameReport = (await openZip(same)).report
    expect(sameReport.slice(6).every((row) => row.status === 'duplicate')).toBe(true)
    expect(apiCalls()).toBe(1)

    // 200 lists of no videos: the room never fills, the client's allowance of reads does.
    host.reset()
    const { capacity } = BATCH_LIMITS.listReads
    const empty = Array.from(
      { length: 200 },
      (_, n) => `https://www.youtube.com/playlist?list=PLcount0x${n}`,
    )
    const { report } = await openZip(await post(app, { links: empty }, '198.51.100.7'))
    expect(apiCalls()).toBe(capacity)
    expect(report.filter((row) => row.status === 'ok')).toHaveLength(capacity)
    expect(report.filter((row) => row.status === 'rate_limited')).toHaveLength(200 - capacity)
    // Another client's lists are read as before.
    host.reset()
    await openZip(await post(app, { links: empty.slice(0, 2) }, '198.51.100.8'))
    expect(apiCalls()).toBe(2)
  })

  test('more than 200 links: 413 too_many_links before anything is fetched', async () => {
    const links = Array.from({ length: 201 }, () => fresh())
    const res = await post(await makeApp(), { links })
    expect(res.status).toBe(413)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('too_many_links')
    expect(body.error.message).toContain('200')
    expect(host.requests).toHaveLength(0)
  })

  test('no usable line: 400 invalid_request listing the bad lines, nothing fetched', async () => {
    const res = await post(await makeApp(), { links: ['nope', '', 'https://vimeo.com/1'] })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; fields: object } }
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.fields).toEqual({ 'links[0]': 'nope', 'links[1]': 'https://vimeo.com/1' })
    expect(host.requests).toHaveLength(0)
  })

  test.each([
    [{ links: 'x', quality: 'huge' }, 'quality'],
    [{ links: ['dQw4w9WgXcQ'], format: 'gif' }, 'format'],
    [{ links: ['dQw4w9WgXcQ'], name: 'slug' }, 'name'],
    [{ links: [1, 2] }, 'links'],
    [{}, 'links'],
  ])('a bad field is a 400 naming it: %j', async (body, field) => {
    const res = await post(await makeApp(), body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty(field)
  })

  test('a GET is a 405 that names POST; another content type a 415', async () => {
    const app = await makeApp()
    const get = await app.request('/api/batch')
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'POST'])
    const text = await app.request('/api/batch', { method: 'POST', body: 'x' })
    expect(text.status).toBe(415)
  })

  test('one client gets 10 batches at once, then 429 with Retry-After', async () => {
    const app = await makeApp()
    for (let i = 0; i < 10; i++) expect((await post(app, { links: ['nope'] })).status).toBe(400)
    const limited = await post(app, { links: ['nope'] })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

describe('conversions', () => {
  test("a batch's pictures are not charged to one shared conversion bucket: 25 PNGs, all ok", async () => {
    // The per-client conversion limit has a burst of 20 (server/thumbnails/api.ts); a batch's
    // conversions name no client, and server/batch/ bounds them itself.
    const links = Array.from({ length: 25 }, () => fresh())
    const res = await post(await makeApp(), { links, quality: 'maxresdefault', format: 'png' })
    expect(res.status).toBe(200)
    const { report, names } = await openZip(res)
    expect(report.map((row) => row.status)).toEqual(links.map(() => 'ok'))
    expect(names.filter((name) => name.endsWith('.png'))).toHaveLength(25)
  })
})

describe('batches at once', () => {
  test('past 8 streaming batches the next is a 503 with Retry-After; then there is room again', async () => {
    const app = await makeApp()
    // Each waits a second for its slow feed, so all 8 are running when the 9th comes; each from
    // a client of its own, as no client may run more than two.
    const running = Array.from({ length: 8 }, (_, i) =>
      post(
        app,
        { links: [`https://www.youtube.com/playlist?list=PLslow${i}`], quality: 'default' },
        `203.0.113.${i + 1}`,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refused = await post(app, { links: [fresh()] }, '203.0.113.99')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('5')
    for (const res of await Promise.all(running)) {
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    expect((await post(app, { links: [fresh()] })).status).toBe(200)
  })

  test('one client runs two at once; its third is a 429 with Retry-After, others still get in', async () => {
    const app = await makeApp()
    const slow = (i: number) => ({
      links: [`https://www.youtube.com/playlist?list=PLslow${i}`],
      quality: 'default',
    })
    const running = [post(app, slow(1), '198.51.100.7'), post(app, slow(2), '198.51.100.7')]
    await new Promise((resolve) => setTimeout(resolve, 200))
    const third = await post(app, slow(3), '198.51.100.7')
    expect(third.status).toBe(429)
    expect(third.headers.get('Retry-After')).toBe('5')
    const other = await post(app, { links: [fresh()] }, '198.51.100.8')
    expect(other.status).toBe(200)
    await other.arrayBuffer()
    for (const res of await Promise.all(running)) {
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    // Its batches done, the client may run more.
    const again = await post(app, { links: [fresh()] }, '198.51.100.7')
    expect(again.status).toBe(200)
    await again.arrayBuffer()
  })
})

describe('a client that leaves', () => {
  test('stops the work: no more pictures are asked for once the connection is gone', async () => {
    const served = await serveApp({ env: env('test-key'), upstream })
    try {
      // Every picture is slow, so the batch is still early when the client leaves.
      host.setFault('latency:300')
      const stop = new AbortController()
      const res = await fetch(`${served.url}/api/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ links: ['https://www.youtube.com/playlist?list=PLcount120'] }),
        signal: stop.signal,
      })
      expect(res.status).toBe(200)
      stop.abort()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const settled = host.requests.length
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(host.requests.length).toBe(settled)
      // Far from the 120 videos × their probes it would have asked for.
      expect(settled).toBeLessThan(400)
      const line = served.log.lines.find((l) => l.msg === 'batch')
      expect(line).toMatchObject({ cancelled: true, videos: 120 })
    } finally {
      await served.close()
    }
  })
})
