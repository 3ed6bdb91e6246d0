/**
 * `GET /api/lists/newest` through the whole app, against the fake image host's feed and Data
 * API (tests/fake-image-host/feeds.ts): the answer, its cache (one read for many asks), the
 * refusals, YouTube failing or slow, and the per-client limits it shares with `POST /api/batch`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parseReportCsv } from '#core/batch.ts'
import { NEWEST_VIDEOS_PATH, newestVideosPath, type NewestVideos } from '#core/newest-videos.ts'
import { scanZip } from '#core/zip-entries.ts'
import { EXPAND_LIMITS } from '#server/batch/expand.ts'
import { BATCH_LIMITS, NEWEST_LIMITS } from '#server/batch/limits.ts'
import { NEWEST_LINK_WORDS } from '#server/batch/schemas.ts'
import { THUMBNAIL_LIMITS } from '#server/thumbnails/limits.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { fakeChannelName, fakeListTitle, listVideos } from '#tests/fake-image-host/feeds.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { fromPeer } from '#tests/support/route-app.ts'
import { testApp } from '#tests/support/test-app.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'

let host: FakeImageHost
let upstream: Upstream
let serial = 0
/** A channel id (`UC` + 22) no other test reads, so no cache answers for it. */
const freshChannel = (prefix = 'UCnew') =>
  `${prefix}${String(++serial).padStart(24 - prefix.length, '0')}`
const channelLink = (id: string) => `https://www.youtube.com/channel/${id}`

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = testUpstream(host.origin)
})
afterAll(async () => {
  await upstream.close()
  await host.close()
})
beforeEach(() => host.reset())
afterEach(() => host.assertNoUnexpected())

const makeApp = async (key?: string) =>
  (
    await testApp({
      env: {
        THUMBNAIL_ORIGIN: host.origin,
        YOUTUBE_ORIGIN: host.origin,
        YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
        ...(key && { YOUTUBE_API_KEY: key }),
      },
      upstream,
    })
  ).app

type App = Awaited<ReturnType<typeof makeApp>>
type ErrorBody = { error: { code: string; message: string } }

const ask = (app: App, link: string, peer = '192.0.2.1') =>
  app.request(newestVideosPath(link), undefined, fromPeer(peer))
const feedReads = () => host.requests.filter((r) => r.path.startsWith('/feeds/')).length

describe('a channel', () => {
  test('its newest videos from the feed, with their titles and the channel name, cached', async () => {
    const app = await makeApp()
    const id = freshChannel()
    const res = await ask(app, channelLink(id))
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe(`public, max-age=${NEWEST_LIMITS.cacheMs / 1000}`)
    const body = (await res.json()) as NewestVideos
    const ids = listVideos(id)?.slice(0, NEWEST_LIMITS.videos)
    expect(body).toMatchObject({
      kind: 'channel',
      id,
      title: fakeChannelName(id),
      channel: fakeChannelName(id),
      complete: false,
      source: 'feed',
    })
    expect(body.videos.map((video) => video.videoId)).toEqual(ids)
    expect(body.videos[0]).toEqual({
      videoId: ids?.[0],
      title: `Feed video 1 & "friends" <${ids?.[0]}>`,
      previewUrl: `/api/thumbnails/${ids?.[0]}/preview/mqdefault.webp`,
    })
    expect(feedReads()).toBe(1)

    // Asked again, by another client too, and at the same time: no second read.
    const again = await Promise.all([
      ask(app, `https://m.youtube.com/channel/${id}/videos`, '192.0.2.2'),
      ask(app, channelLink(id), '192.0.2.3'),
    ])
    for (const other of again) expect(await other.json()).toEqual(body)
    expect(feedReads()).toBe(1)
  })

  test('two clients asking at once for a list not yet kept cause one read', async () => {
    const app = await makeApp()
    const id = freshChannel('UCslow')
    const answers = await Promise.all(
      ['192.0.2.4', '192.0.2.5', '192.0.2.6'].map((peer) => ask(app, channelLink(id), peer)),
    )
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200])
    expect(feedReads()).toBe(1)
  })

  test('a playlist link, and a watch link with list=, read the playlist', async () => {
    const app = await makeApp()
    const res = await ask(app, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLcount4abc')
    const body = (await res.json()) as NewestVideos
    expect(body).toMatchObject({
      kind: 'playlist',
      id: 'PLcount4abc',
      title: fakeListTitle('PLcount4abc'),
      channel: fakeChannelName('PLcount4abc'),
      complete: true,
    })
    expect(body.videos).toHaveLength(4)
  })
})

describe('refusals', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', NEWEST_LINK_WORDS.video],
    ['dQw4w9WgXcQ', NEWEST_LINK_WORDS.video],
    ['https://vimeo.com/channels/staffpicks', NEWEST_LINK_WORDS.other],
    ['https://www.youtube.com/channel/not-a-channel-id', NEWEST_LINK_WORDS.channel],
    ['https://www.youtube.com/c/SomeName', NEWEST_LINK_WORDS.channel],
    ['  ', NEWEST_LINK_WORDS.empty],
  ])('%j is a 400 invalid_url that says what it is; nothing is fetched', async (link, words) => {
    const res = await ask(await makeApp(), link)
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'invalid_url',
      message: words,
    })
    expect(host.requests).toHaveLength(0)
  })

  test('no url at all is a 400 too; another method a 405 naming GET', async () => {
    const app = await makeApp()
    expect((await app.request(NEWEST_VIDEOS_PATH)).status).toBe(400)
    const posted = await app.request(NEWEST_VIDEOS_PATH, { method: 'POST' })
    expect([posted.status, posted.headers.get('Allow')]).toEqual([405, 'GET, HEAD'])
  })

  test('an @handle without the Data API key: 400 invalid_url saying so, nothing fetched', async () => {
    const res = await ask(await makeApp(), 'https://www.youtube.com/@somebody')
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error).toEqual(
      expect.objectContaining({ code: 'invalid_url', message: NEWEST_LINK_WORDS.handle }),
    )
    expect(host.requests).toHaveLength(0)
  })

  test('with the key, an @handle is read through the Data API, named by its snippet', async () => {
    const res = await ask(await makeApp('test-key'), 'https://www.youtube.com/@somebody')
    expect(res.status).toBe(200)
    const body = (await res.json()) as NewestVideos
    expect(body).toMatchObject({
      kind: 'channel',
      id: '@somebody',
      channel: fakeChannelName('UChandlesomebody'),
      source: 'api',
    })
    expect(body.videos).toHaveLength(NEWEST_LIMITS.videos)
    expect(host.requests.map((r) => r.path.split('?')[0])).toEqual([
      '/youtube/v3/channels',
      '/youtube/v3/playlistItems',
    ])
  })

  test('a channel that does not exist: 404 not_found, remembered for a while', async () => {
    const app = await makeApp()
    const link = channelLink(freshChannel('UCdead'))
    for (let i = 0; i < 2; i++) {
      const res = await ask(app, link)
      expect(res.status).toBe(404)
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/^No channel was found/)
    }
    expect(feedReads()).toBe(1)
  })
})

describe('YouTube failing', () => {
  test('a 5xx feed is a 502 upstream_error, not kept: the next ask reads again', async () => {
    const app = await makeApp()
    const id = freshChannel()
    host.setFault('status:503', { quality: 'list', id })
    const failed = await ask(app, channelLink(id))
    expect(failed.status).toBe(502)
    expect(((await failed.json()) as ErrorBody).error.message).toContain('this channel’s videos')
    host.setFault('ok', { quality: 'list', id })
    expect((await ask(app, channelLink(id))).status).toBe(200)
    expect(feedReads()).toBe(2)
  })

  test(
    'a feed that never answers is a 504 upstream_timeout once its time is up',
    async () => {
      const id = freshChannel()
      host.setFault('silent', { quality: 'list', id })
      const started = Date.now()
      const res = await ask(await makeApp(), channelLink(id))
      expect(res.status).toBe(504)
      expect(((await res.json()) as ErrorBody).error.code).toBe('upstream_timeout')
      // It waited the feed's own time (a lower bound only: docs/testing.md).
      expect(Date.now() - started).toBeGreaterThanOrEqual(EXPAND_LIMITS.timeoutMs - 50)
    },
    EXPAND_LIMITS.timeoutMs + 5_000,
  )
})

describe('limits', () => {
  test("reads take the client's list reads, shared with the batch: then 429 with Retry-After", async () => {
    const app = await makeApp()
    const peer = '198.51.100.20'
    const { capacity } = BATCH_LIMITS.listReads
    for (let i = 0; i < capacity; i++) {
      expect((await ask(app, channelLink(freshChannel()), peer)).status).toBe(200)
    }
    const refused = await ask(app, channelLink(freshChannel()), peer)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(
      /^You have asked for many channels and playlists/,
    )
    expect(feedReads()).toBe(capacity)

    // A batch from the same client finds its reads spent too; another client's are whole.
    const batch = await app.request(
      '/api/batch',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ links: ['https://www.youtube.com/playlist?list=PLcount2zz'] }),
      },
      fromPeer(peer),
    )
    const bytes = Buffer.from(await batch.arrayBuffer())
    const report = scanZip(bytes).entries.find((entry) => entry.name === 'report.csv')
    const csv = report && bytes.subarray(report.offset, report.offset + report.size)
    expect(parseReportCsv(csv?.toString('utf8') ?? '')[0]?.status).toBe('rate_limited')
    expect((await ask(app, channelLink(freshChannel()), '198.51.100.21')).status).toBe(200)
  })

  test('each ask counts as a lookup, kept or not: past the burst, 429 with Retry-After', async () => {
    const app = await makeApp()
    const link = channelLink(freshChannel())
    const peer = '198.51.100.30'
    for (let i = 0; i < THUMBNAIL_LIMITS.lookup.capacity; i++) {
      expect((await ask(app, link, peer)).status).toBe(200)
    }
    const refused = await ask(app, link, peer)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(feedReads()).toBe(1)
  })
})
