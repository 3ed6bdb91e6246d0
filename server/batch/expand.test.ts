/**
 * Playlists and channels → videos, through the fake host's feed and Data API
 * (tests/fake-image-host/feeds.ts): the newest 15 of the feed, pages of 50, the limit, a dead
 * list, a slow answer, a handle without a key, and feeds that are not what they claim.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fakeChannelName, fakeListVideo, FEED_SLOW_MS } from '#tests/fake-image-host/feeds.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { TEXT_LIMITS } from '#core/untrusted-text.ts'
import { createExpander, EXPAND_LIMITS, feedNames, parseFeed, readPlaylistPage } from './expand.ts'

let host: FakeImageHost
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(() => host.close())
beforeEach(() => host.reset())

const feedOnly = () =>
  createExpander({ youtubeOrigin: host.origin, apiUrl: `${host.origin}/youtube/v3` })
const withKey = (timeoutMs?: number) =>
  createExpander({
    youtubeOrigin: host.origin,
    apiUrl: `${host.origin}/youtube/v3/`,
    apiKey: 'test-key',
    ...(timeoutMs && { timeoutMs }),
  })
const paths = () => host.requests.map((r) => r.path)

describe('without an API key: the public feed', () => {
  test('a playlist of 40 gives its newest 15, marked incomplete', async () => {
    const result = await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount40' }, 200)
    expect(result).toMatchObject({ ok: true, complete: false, via: 'feed' })
    if (!result.ok) return
    expect(result.videos).toHaveLength(15)
    expect(result.videos[0]?.title).toBe(`Feed video 1 & "friends" <${result.videos[0]?.videoId}>`)
    expect(paths()).toEqual(['/feeds/videos.xml?playlist_id=PLcount40'])
    host.assertNoUnexpected()
  })

  test('a short playlist is complete; the limit cuts it', async () => {
    const five = await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 200)
    expect(five).toMatchObject({ ok: true, complete: true })
    const cut = await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 3)
    expect(cut).toMatchObject({ ok: true, complete: false })
    if (cut.ok) expect(cut.videos).toHaveLength(3)
  })

  test('a channel by id reads its feed; a handle needs the key and asks nothing', async () => {
    const channel = await feedOnly().expand(
      { kind: 'channel', channelId: 'UCabcdefghijklmnopqrstuv' },
      200,
    )
    expect(channel).toMatchObject({ ok: true, complete: false, via: 'feed' })
    expect(paths()).toEqual(['/feeds/videos.xml?channel_id=UCabcdefghijklmnopqrstuv'])
    // The feed names the channel, its entities decoded.
    expect(channel).toMatchObject({
      title: fakeChannelName('UCabcdefghijklmnopqrstuv'),
      channel: fakeChannelName('UCabcdefghijklmnopqrstuv'),
    })
    host.clearRecords()
    expect(await feedOnly().expand({ kind: 'handle', handle: '@fake' }, 200)).toEqual({
      ok: false,
      code: 'needs_api_key',
    })
    expect(paths()).toEqual([])
  })

  test('a dead playlist is not_found; a failing feed is upstream_error', async () => {
    expect(await feedOnly().expand({ kind: 'playlist', playlistId: 'PLdead1' }, 200)).toEqual({
      ok: false,
      code: 'not_found',
    })
    host.setFault('status:500', { quality: 'list' })
    expect(await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 200)).toEqual({
      ok: false,
      code: 'upstream_error',
    })
    host.setFault('ctype:text/html:html', { quality: 'list' })
    expect(await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 200)).toEqual({
      ok: false,
      code: 'upstream_error',
    })
  })
})

describe('with an API key: the Data API', () => {
  test('120 videos come in pages of 50, in order', async () => {
    const result = await withKey().expand({ kind: 'playlist', playlistId: 'PLcount120' }, 200)
    expect(result).toMatchObject({ ok: true, complete: true, via: 'api' })
    if (!result.ok) return
    expect(result.videos).toHaveLength(120)
    expect(result.videos[119]?.title).toBe('API video 120')
    const pages = paths().map((p) => new URL(p, host.origin).searchParams)
    expect(pages.map((q) => [q.get('maxResults'), q.get('pageToken'), q.get('key')])).toEqual([
      ['50', null, 'test-key'],
      ['50', 'page50', 'test-key'],
      ['50', 'page100', 'test-key'],
    ])
  })

  test('past the limit it stops asking and says the list goes on', async () => {
    const result = await withKey().expand({ kind: 'playlist', playlistId: 'PLcount250' }, 200)
    expect(result).toMatchObject({ ok: true, complete: false })
    if (result.ok) expect(result.videos).toHaveLength(200)
    expect(paths()).toHaveLength(4)
  })

  test('a channel and a handle go through their uploads playlist', async () => {
    const channel = await withKey().expand(
      { kind: 'channel', channelId: 'UCabcdefghijklmnopqrstuv' },
      200,
    )
    const name = fakeChannelName('UCabcdefghijklmnopqrstuv')
    expect(channel).toMatchObject({ ok: true, complete: true, title: name, channel: name })
    if (channel.ok) expect(channel.videos).toHaveLength(40)
    const handle = await withKey().expand({ kind: 'handle', handle: '@fake' }, 200)
    expect(handle).toMatchObject({ ok: true, complete: true })
    // The name comes with the uploads playlist: one channels call, snippet and all.
    const channels = paths().filter((p) => p.startsWith('/youtube/v3/channels'))
    expect(channels.map((p) => new URL(p, host.origin).searchParams.get('part'))).toEqual([
      'snippet,contentDetails',
      'snippet,contentDetails',
    ])
    expect(paths().some((p) => p.includes('forHandle=%40fake'))).toBe(true)
    expect(
      await withKey().expand({ kind: 'channel', channelId: 'UCdeadefghijklmnopqrstuv' }, 200),
    ).toEqual({ ok: false, code: 'not_found' })
  })

  test('a dead playlist is not_found; a slow one past the deadline is a timeout', async () => {
    expect(await withKey().expand({ kind: 'playlist', playlistId: 'PLdead' }, 200)).toEqual({
      ok: false,
      code: 'not_found',
    })
    // A timeout, not the list the feed sends after FEED_SLOW_MS: it did not wait for it.
    expect(
      await withKey(FEED_SLOW_MS / 4).expand({ kind: 'playlist', playlistId: 'PLslow' }, 200),
    ).toEqual({ ok: false, code: 'timeout' })
    expect(await withKey().expand({ kind: 'playlist', playlistId: 'PLslow' }, 200)).toMatchObject({
      ok: true,
    })
  })

  test('the batch signal cancels a request in flight', async () => {
    const stop = new AbortController()
    const pending = withKey().expand({ kind: 'playlist', playlistId: 'PLslow' }, 200, {
      signal: stop.signal,
    })
    setTimeout(() => stop.abort(), 50)
    expect(await pending).toEqual({ ok: false, code: 'upstream_error' })
  })

  test("the batch's deadline is a timeout, not a failure of the host", async () => {
    const signal = AbortSignal.timeout(FEED_SLOW_MS / 4)
    const slow = await withKey().expand({ kind: 'playlist', playlistId: 'PLslow' }, 200, { signal })
    expect(slow).toEqual({ ok: false, code: 'timeout' })
  })
})

describe("the client's allowance of list reads", () => {
  /** An allowance of `calls` requests, counting what it was asked. */
  const allowance = (calls: number) => {
    const spent = { asked: 0 }
    return { spent, take: () => spent.asked++ < calls }
  }

  test('each feed or API request takes one; a spent allowance sends nothing', async () => {
    const one = allowance(1)
    const feed = await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 200, {
      allowance: one.take,
    })
    expect(feed).toMatchObject({ ok: true, complete: true })
    const refused = await feedOnly().expand({ kind: 'playlist', playlistId: 'PLcount5' }, 200, {
      allowance: one.take,
    })
    expect(refused).toEqual({ ok: false, code: 'rate_limited' })
    expect(paths()).toHaveLength(1)
    expect(one.spent.asked).toBe(2)
  })

  test('spent in the middle of a list: the pages read stay, and the list says why it stops', async () => {
    // Two pages of 50 of a list of 120, then the allowance is gone.
    const two = allowance(2)
    const result = await withKey().expand({ kind: 'playlist', playlistId: 'PLcount120' }, 200, {
      allowance: two.take,
    })
    expect(result).toMatchObject({ ok: true, complete: false, via: 'api', cut: 'rate_limited' })
    expect(result.ok && result.videos).toHaveLength(100)
    expect(paths()).toHaveLength(2)
  })
})

describe('a hostile Data API', () => {
  test('empty pages naming one more for ever: read to a bound, then the list is cut', async () => {
    const result = await withKey().expand({ kind: 'playlist', playlistId: 'PLendless1' }, 200)
    expect(result).toEqual({ ok: true, videos: [], complete: false, via: 'api' })
    // The pages 200 videos fill, and the spare ones.
    const { pageSize, sparePages } = EXPAND_LIMITS
    expect(paths()).toHaveLength(Math.ceil(200 / pageSize) + sparePages)
  })
})

describe('parseFeed', () => {
  test('reads ids and titles, decoding entities and CDATA; skips entries without a video id', () => {
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">
      <entry><yt:videoId>dQw4w9WgXcQ</yt:videoId><title>Tom &amp; Jerry &#233;&#x2713; &bogus;</title></entry>
      <entry><yt:videoId>not-an-id</yt:videoId><title>x</title></entry>
      <entry xml:lang="en"><yt:videoId> abcdefghijk </yt:videoId><title><![CDATA[<b>raw</b>]]></title></entry>
    </feed>`
    expect(parseFeed(xml)).toEqual([
      { videoId: 'dQw4w9WgXcQ', title: 'Tom & Jerry é✓ &bogus;' },
      { videoId: 'abcdefghijk', title: '<b>raw</b>' },
    ])
  })

  test('reads a megabyte of unclosed entries in one pass: no video, and no frozen server', () => {
    // A pattern searching for `</entry>` from each `<entry>` takes time quadratic in this text.
    const hostile = `<feed>${'<entry>'.repeat(150_000)}`
    expect(parseFeed(hostile)).toEqual([])
    const titles = `<feed><entry><yt:videoId>dQw4w9WgXcQ</yt:videoId>${'<title>'.repeat(150_000)}</entry></feed>`
    expect(parseFeed(titles)).toEqual([{ videoId: 'dQw4w9WgXcQ', title: null }])
  })

  test('stops at the entries it needs', () => {
    const entry = (n: number) =>
      `<entry><yt:videoId>${fakeListVideo('lim', n)}</yt:videoId><title>${n}</title></entry>`
    const xml = `<feed>${Array.from({ length: 15 }, (_, n) => entry(n)).join('')}</feed>`
    expect(parseFeed(xml, 4)?.map((video) => video.title)).toEqual(['0', '1', '2', '3'])
  })

  test('cleans titles as oEmbed titles are: no bidi overrides, no escapes, capped', () => {
    const id = 'dQw4w9WgXcQ'
    const title = `Evil\u202eeman\u001b[31m red ${'x'.repeat(200_000)}`
    const [video] =
      parseFeed(
        `<feed><entry><yt:videoId>${id}</yt:videoId><title>${title}</title></entry></feed>`,
      ) ?? []
    expect(video?.title?.startsWith('Evileman[31m red xxx')).toBe(true)
    expect([...(video?.title ?? '')].length).toBe(TEXT_LIMITS.titleChars)
    const page = readPlaylistPage({
      items: [{ snippet: { title: '\u202ebad\u0007', resourceId: { videoId: id } } }],
    })
    expect(page?.videos).toEqual([{ videoId: id, title: 'bad' }])
  })

  test("feedNames reads the list's title and channel before the entries, cleaned", () => {
    const xml = `<feed><title>Tom &amp; Jerry\u202e</title><author><name> The  Cat </name></author>
      <entry><title>A video</title><author><name>Someone else</name></author></entry></feed>`
    expect(feedNames(xml)).toEqual({ title: 'Tom & Jerry', channel: 'The Cat' })
    // A feed without names (or whose names clean to nothing) does not borrow an entry's.
    expect(feedNames('<feed><title> </title><entry><title>A video</title></entry></feed>')).toEqual(
      {},
    )
  })

  test('an empty feed has no videos; a page that is not a feed is null', () => {
    expect(parseFeed('<feed></feed>')).toEqual([])
    expect(parseFeed('<html><body>Sorry</body></html>')).toBeNull()
  })

  test('readPlaylistPage skips items without a video id and junk', () => {
    const id = fakeListVideo('abc', 1)
    expect(
      readPlaylistPage({
        items: [
          { snippet: { title: 'A', resourceId: { videoId: id } } },
          { snippet: { title: 'B', resourceId: { videoId: '../../etc' } } },
          null,
        ],
        nextPageToken: 'next',
      }),
    ).toEqual({ videos: [{ videoId: id, title: 'A' }], nextPageToken: 'next' })
    expect(readPlaylistPage({ nope: true })).toBeUndefined()
  })
})
