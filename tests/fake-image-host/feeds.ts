/**
 * @module The video host's lists, as the fake serves them: the public Atom feed
 * (`/feeds/videos.xml?playlist_id=…` or `?channel_id=…`, the newest 15) and the YouTube Data
 * API v3 (`/youtube/v3/playlistItems`, pages of 50 with `nextPageToken`; `/youtube/v3/channels`
 * with `id=` or `forHandle=`). What a list holds depends on its id, with no set-up (README.md,
 * "Playlists and channels"):
 *
 * - `PLcount<N>…`: N videos; `PLmissing<N>…`: N videos, every third one gone (no pictures).
 * - `PLdead…` and `UCdead…`: 404, as for a deleted playlist or channel.
 * - `PLslow…` and `UCslow…`: the normal answer after FEED_SLOW_MS.
 * - `PLendless…`: a hostile Data API: every page empty, with a `nextPageToken` to one more.
 * - any other `PL…`: 5 videos; a channel `UC…` (or the handle `@…`): 40 uploads, whose
 *   playlist is `UU` + the channel id's rest (`UUhandle…` for a handle).
 *
 * A feed names its list and the channel that owns it, as YouTube's does (`<title>` and
 * `<author><name>` before the entries); the Data API's `channels` answer names the channel in
 * `snippet.title`. Both names hold an `&`, escaped, as the video titles do.
 */
import { VIDEO_ID } from './catalogue.ts'

export const FEED_SLOW_MS = 1_000
const FEED_SIZE = 15
const PAGE_SIZE = 50
const CHANNEL_UPLOADS = 40

/** The videos of a list, or null for a dead one. */
export function listVideos(listId: string): string[] | null {
  if (/^(PL|UC|UU)dead/.test(listId)) return null
  const count = /^PL(?:count|missing)(\d+)/.exec(listId)?.[1]
  const total = count ? Number(count) : /^(UC|UU)/.test(listId) ? CHANNEL_UPLOADS : 5
  const tag = listTag(listId.replace(/^UC/, 'UU'))
  const gone = listId.startsWith('PLmissing')
  return Array.from({ length: total }, (_, index) => fakeListVideo(tag, index, gone))
}

/** The name of the channel that owns a list: a channel's own id, or the playlist's. */
export function fakeChannelName(listId: string): string {
  return `Fake channel & co ${listId.replace(/^(UC|UU)/, '')}`
}

/** A list's title as its feed gives it: the channel's name for a channel, else the playlist's. */
export function fakeListTitle(listId: string): string {
  return listId.startsWith('UC') ? fakeChannelName(listId) : `Fake list & co ${listId}`
}

/** Three letters or digits from the list id, so two lists share no video. */
function listTag(listId: string): string {
  let hash = 7
  for (const char of listId) hash = (hash * 31 + char.charCodeAt(0)) % 46_656
  return hash.toString(36).padStart(3, '0')
}

/** An 11-character id: `v` + tag + index; `gone` + index for a missing one (videos.ts). */
export function fakeListVideo(tag: string, index: number, gone = false): string {
  if (gone && index % 3 === 2) return `gone${String(index).padStart(7, '0')}`
  const id = `v${tag}${String(index).padStart(7, '0')}`
  if (!VIDEO_ID.test(id)) throw new Error(`bad fake id ${id}`)
  return id
}

type Answer = { status: number; body: Buffer; contentType: string; delayMs: number; id: string }

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The answer of `/feeds/videos.xml?…`, or undefined for another path. */
export function feedAnswer(target: string): Answer | undefined {
  const url = URL.parse(target, 'http://fake.invalid')
  if (url?.pathname !== '/feeds/videos.xml') return undefined
  const listId = url.searchParams.get('playlist_id') ?? url.searchParams.get('channel_id') ?? ''
  const delayMs = /^(PL|UC)slow/.test(listId) ? FEED_SLOW_MS : 0
  const videos = listId ? listVideos(listId) : null
  if (!videos) {
    return {
      status: 404,
      body: Buffer.from('Not Found'),
      contentType: 'text/html',
      delayMs,
      id: listId,
    }
  }
  const entries = videos.slice(0, FEED_SIZE).map(
    (id, index) => `
  <entry>
    <id>yt:video:${id}</id>
    <yt:videoId>${id}</yt:videoId>
    <title>${xmlEscape(`Feed video ${index + 1} & "friends" <${id}>`)}</title>
    <link rel="alternate" href="https://www.youtube.com/watch?v=${id}"/>
  </entry>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
  <title>${xmlEscape(fakeListTitle(listId))}</title>
  <author>
    <name>${xmlEscape(fakeChannelName(listId))}</name>
  </author>${entries.join('')}
</feed>
`
  return {
    status: 200,
    body: Buffer.from(xml),
    contentType: 'application/atom+xml; charset=UTF-8',
    delayMs,
    id: listId,
  }
}

/** The answer of `/youtube/v3/playlistItems` or `/youtube/v3/channels`, or undefined. */
export function dataApiAnswer(target: string): Answer | undefined {
  const url = URL.parse(target, 'http://fake.invalid')
  if (!url?.pathname.startsWith('/youtube/v3/')) return undefined
  const q = url.searchParams
  const json = (status: number, value: unknown, id: string, delayMs = 0): Answer => ({
    status,
    body: Buffer.from(JSON.stringify(value)),
    contentType: 'application/json; charset=UTF-8',
    delayMs,
    id,
  })
  const error = (status: number, reason: string, id: string) =>
    json(status, { error: { code: status, message: reason, errors: [{ reason }] } }, id)
  if (!q.get('key')) return error(403, 'forbidden', '')
  const resource = url.pathname.slice('/youtube/v3/'.length)
  if (resource === 'playlistItems') {
    const listId = q.get('playlistId') ?? ''
    const delayMs = listId.startsWith('PLslow') ? FEED_SLOW_MS : 0
    const videos = listVideos(listId)
    if (!videos) return error(404, 'playlistNotFound', listId)
    if (listId.startsWith('PLendless')) {
      const page = Number(q.get('pageToken')?.replace(/^page/, '') ?? 0)
      return json(200, { items: [], nextPageToken: `page${page + 1}` }, listId)
    }
    const max = Math.min(PAGE_SIZE, Number(q.get('maxResults') ?? 5))
    const start = Number(q.get('pageToken')?.replace(/^page/, '') ?? 0)
    const items = videos.slice(start, start + max).map((videoId, index) => ({
      kind: 'youtube#playlistItem',
      snippet: {
        title: `API video ${start + index + 1}`,
        position: start + index,
        resourceId: { kind: 'youtube#video', videoId },
      },
    }))
    const next = start + max < videos.length ? { nextPageToken: `page${start + max}` } : {}
    return json(
      200,
      {
        kind: 'youtube#playlistItemListResponse',
        items,
        ...next,
        pageInfo: { totalResults: videos.length },
      },
      listId,
      delayMs,
    )
  }
  if (resource === 'channels') {
    const id = q.get('id') ?? ''
    const handle = q.get('forHandle') ?? ''
    const channel = id || (handle ? `UChandle${handle.replace(/[^A-Za-z0-9]/g, '')}` : '')
    if (!channel || listVideos(channel) === null) {
      return json(
        200,
        { kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } },
        channel,
      )
    }
    return json(
      200,
      {
        kind: 'youtube#channelListResponse',
        items: [
          {
            id: channel,
            snippet: { title: fakeChannelName(channel) },
            contentDetails: { relatedPlaylists: { uploads: `UU${channel.slice(2)}` } },
          },
        ],
      },
      channel,
    )
  }
  return error(404, 'notFound', '')
}
