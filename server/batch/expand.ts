/**
 * A playlist or channel → its videos. Without an API key, through the public Atom feed
 * (`$YOUTUBE_ORIGIN/feeds/videos.xml?playlist_id=…` or `?channel_id=…`), which lists the newest
 * 15 only; with YOUTUBE_API_KEY, through the YouTube Data API v3 (`playlistItems.list` in pages
 * of 50, `channels.list` for a channel's uploads playlist and for `/@handle`), up to the limit.
 * Each request has its own deadline and byte cap; the batch's signal cancels them all, and each
 * is first taken from the client's allowance of list reads (`ExpandContext.allowance`).
 */
import { FEED_VIDEOS } from '#core/batch.ts'
import { isVideoId } from '#core/video-id.ts'
import { cleanText, TEXT_LIMITS } from '#core/untrusted-text.ts'

export type ExpandTarget =
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'handle'; handle: string }

export type ExpandedVideo = { videoId: string; title: string | null }

/**
 * What a list is called, when the answer says so at no extra request: a feed's `<title>` (the
 * channel's name, or the playlist's title) and `<author><name>` (the channel that owns it), or
 * a Data API channel's `snippet.title`; cleaned as the video titles are. Absent when unknown.
 */
export type ListNames = { title?: string; channel?: string }

export type Expansion =
  | ({
      ok: true
      videos: ExpandedVideo[]
      /** False when the list goes on past what was read (the feed's newest 15, or `max`). */
      complete: boolean
      via: 'feed' | 'api'
      /** Why the list stopped short of `max` with more to read: the allowance, or the batch's deadline. */
      cut?: 'rate_limited' | 'timeout'
    } & ListNames)
  | { ok: false; code: 'not_found' | 'needs_api_key' | ExpandFailure }

type ExpandFailure = 'upstream_error' | 'timeout' | 'rate_limited'

/**
 * Takes one request (a feed, or a Data API call) from the allowance of the client whose batch
 * this is; false when it is spent, and the request is not made.
 */
export type ReadAllowance = () => boolean | Promise<boolean>

export type ExpandContext = {
  /** Cancels every request: the client went away, or (a `TimeoutError`) the batch's deadline. */
  signal?: AbortSignal | undefined
  allowance?: ReadAllowance | undefined
}

export type Expander = {
  expand(target: ExpandTarget, max: number, context?: ExpandContext): Promise<Expansion>
}

export const EXPAND_LIMITS = {
  /** Per request to the feed or the API. */
  timeoutMs: 5_000,
  /** A feed of 15 entries is about 15 KB; an API page of 50 items about 40 KB. */
  maxBytes: 1024 * 1024,
  /** The Data API's largest page. */
  pageSize: 50,
  /**
   * Pages read beyond the ones `max` videos fill, for pages short of videos (deleted or private
   * ones): past them the list is reported cut, whatever `nextPageToken` says.
   */
  sparePages: 2,
} as const

export type ExpanderOptions = {
  /** The video host (YOUTUBE_ORIGIN), whose `/feeds/videos.xml` is the public feed. */
  youtubeOrigin: string
  /** The Data API's base URL (YOUTUBE_API_URL), without a trailing slash. */
  apiUrl: string
  /** YOUTUBE_API_KEY; without it, only the feed. */
  apiKey?: string | undefined
  timeoutMs?: number
}

type Fetched = { ok: true; status: number; text: string } | { ok: false; code: ExpandFailure }

export function createExpander({
  youtubeOrigin,
  apiUrl,
  apiKey,
  timeoutMs = EXPAND_LIMITS.timeoutMs,
}: ExpanderOptions): Expander {
  const base = apiUrl.replace(/\/+$/, '')

  async function get(url: string, { signal, allowance }: ExpandContext): Promise<Fetched> {
    // Ended already (the client left, or the batch's deadline): nothing is spent or asked.
    if (signal?.aborted) {
      const late = (signal.reason as Error | undefined)?.name === 'TimeoutError'
      return { ok: false, code: late ? 'timeout' : 'upstream_error' }
    }
    if (allowance && !(await allowance())) return { ok: false, code: 'rate_limited' }
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      const response = await fetch(url, {
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        redirect: 'error',
        headers: { Accept: 'application/json, application/atom+xml, text/xml' },
      })
      const text = await readCapped(response, EXPAND_LIMITS.maxBytes)
      if (text === null) return { ok: false, code: 'upstream_error' }
      return { ok: true, status: response.status, text }
    } catch {
      // A deadline (this request's or the batch's), a dropped connection or a cancelled batch.
      const late =
        deadline.aborted || (signal?.reason as Error | undefined)?.name === 'TimeoutError'
      return { ok: false, code: late ? 'timeout' : 'upstream_error' }
    }
  }

  async function fromFeed(
    parameter: 'playlist_id' | 'channel_id',
    id: string,
    max: number,
    context: ExpandContext,
  ): Promise<Expansion> {
    const url = new URL('/feeds/videos.xml', youtubeOrigin)
    url.searchParams.set(parameter, id)
    const answer = await get(url.href, context)
    if (!answer.ok) return answer
    if (answer.status === 404 || answer.status === 400) return { ok: false, code: 'not_found' }
    if (answer.status !== 200) return { ok: false, code: 'upstream_error' }
    // Enough entries to tell whether there are more than `max` or the feed's own count.
    const entries = parseFeed(answer.text, Math.min(FEED_VIDEOS, max + 1))
    if (!entries) return { ok: false, code: 'upstream_error' }
    return {
      ok: true,
      videos: entries.slice(0, max),
      complete: entries.length < FEED_VIDEOS && entries.length <= max,
      via: 'feed',
      ...feedNames(answer.text),
    }
  }

  async function api(
    resource: string,
    parameters: Record<string, string>,
    context: ExpandContext,
  ): Promise<{ ok: true; status: number; json: unknown } | { ok: false; code: ExpandFailure }> {
    const url = new URL(`${base}/${resource}`)
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
    url.searchParams.set('key', apiKey ?? '')
    const answer = await get(url.href, context)
    if (!answer.ok) return answer
    try {
      return { ok: true, status: answer.status, json: JSON.parse(answer.text) as unknown }
    } catch {
      // Not JSON: a proxy's error page or a broken answer.
      return { ok: false, code: 'upstream_error' }
    }
  }

  async function playlistFromApi(
    playlistId: string,
    max: number,
    context: ExpandContext,
  ): Promise<Expansion> {
    const videos: ExpandedVideo[] = []
    let pageToken = ''
    // A hostile API may answer empty pages, each naming one more, for ever.
    const pages = Math.ceil(max / EXPAND_LIMITS.pageSize) + EXPAND_LIMITS.sparePages
    for (let asked = 0; asked < pages; asked++) {
      const page = await api(
        'playlistItems',
        {
          part: 'snippet',
          maxResults: String(EXPAND_LIMITS.pageSize),
          playlistId,
          ...(pageToken && { pageToken }),
        },
        context,
      )
      if (!page.ok) {
        // What was read stays, and the row says why the list stops there.
        const cut = page.code === 'upstream_error' ? undefined : page.code
        return cut && videos.length > 0
          ? { ok: true, videos, complete: false, via: 'api', cut }
          : page
      }
      if (page.status === 404) return { ok: false, code: 'not_found' }
      if (page.status !== 200) return { ok: false, code: 'upstream_error' }
      const read = readPlaylistPage(page.json)
      if (!read) return { ok: false, code: 'upstream_error' }
      for (const video of read.videos) {
        if (videos.length >= max) return { ok: true, videos, complete: false, via: 'api' }
        videos.push(video)
      }
      if (!read.nextPageToken) return { ok: true, videos, complete: true, via: 'api' }
      if (videos.length >= max) return { ok: true, videos, complete: false, via: 'api' }
      pageToken = read.nextPageToken
    }
    return { ok: true, videos, complete: false, via: 'api' }
  }

  async function uploadsFromApi(
    parameter: 'id' | 'forHandle',
    value: string,
    max: number,
    context: ExpandContext,
  ): Promise<Expansion> {
    // The snippet (the channel's name) costs the same one unit of quota as the uploads alone.
    const answer = await api(
      'channels',
      { part: 'snippet,contentDetails', [parameter]: value },
      context,
    )
    if (!answer.ok) return answer
    if (answer.status === 404) return { ok: false, code: 'not_found' }
    if (answer.status !== 200) return { ok: false, code: 'upstream_error' }
    const uploads = readUploadsPlaylist(answer.json)
    if (uploads === undefined) return { ok: false, code: 'upstream_error' }
    if (uploads === null) return { ok: false, code: 'not_found' }
    const expansion = await playlistFromApi(uploads, max, context)
    const name = readChannelName(answer.json)
    return expansion.ok && name ? { ...expansion, title: name, channel: name } : expansion
  }

  return {
    expand(target, max, context = {}) {
      switch (target.kind) {
        case 'playlist':
          return apiKey
            ? playlistFromApi(target.playlistId, max, context)
            : fromFeed('playlist_id', target.playlistId, max, context)
        case 'channel':
          return apiKey
            ? uploadsFromApi('id', target.channelId, max, context)
            : fromFeed('channel_id', target.channelId, max, context)
        case 'handle':
          return apiKey
            ? uploadsFromApi('forHandle', target.handle, max, context)
            : Promise.resolve({ ok: false, code: 'needs_api_key' })
      }
    },
  }
}

/** The body as text, or null past `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes) {
    await response.body?.cancel()
    return null
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The videos of an Atom feed as YouTube writes it (`<entry>` with `<yt:videoId>` and
 * `<title>`), in feed order, at most `limit`; null when the text is not such a feed. Entries
 * whose id is not a video id are skipped; titles are cleaned as oEmbed's are
 * (core/untrusted-text.ts, cleanText). The feed is small and flat, so the text is read by
 * index, each character looked at a bounded number of times whatever it holds (an unclosed
 * `<entry>` does not send a search to the end of the text once per entry): no DTD, no entity
 * other than the five predefined ones and character references.
 *
 * @example parseFeed('<feed><entry><yt:videoId>dQw4w9WgXcQ</yt:videoId><title>A</title></entry></feed>')
 * // [{ videoId: 'dQw4w9WgXcQ', title: 'A' }]
 */
export function parseFeed(xml: string, limit = Number.POSITIVE_INFINITY): ExpandedVideo[] | null {
  if (!/<feed[\s>]/.test(xml)) return null
  const videos: ExpandedVideo[] = []
  let from = 0
  while (videos.length < limit) {
    const entry = element(xml, 'entry', from)
    if (!entry) break
    from = entry.end
    const videoId = element(entry.text, 'yt:videoId', 0)?.text.trim()
    if (!isVideoId(videoId)) continue
    const title = element(entry.text, 'title', 0)?.text
    videos.push({
      videoId,
      title: title === undefined ? null : cleanText(xmlText(title), TEXT_LIMITS.titleChars),
    })
  }
  return videos
}

/**
 * The names a feed gives its list before its first entry (ListNames): its `<title>`, and its
 * `<author>`'s `<name>`; each left out when missing or empty once cleaned.
 * @example feedNames('<feed><title>A &amp; B</title><author><name>B</name></author></feed>')
 * // { title: 'A & B', channel: 'B' }
 */
export function feedNames(xml: string): ListNames {
  const first = xml.indexOf('<entry')
  const head = first < 0 ? xml : xml.slice(0, first)
  const title = element(head, 'title', 0)?.text
  const author = element(head, 'author', 0)?.text
  const name = author === undefined ? undefined : element(author, 'name', 0)?.text
  const clean = (raw: string | undefined, limit: number) =>
    raw === undefined ? null : cleanText(xmlText(raw), limit)
  const names: ListNames = {}
  const titleText = clean(title, TEXT_LIMITS.titleChars)
  const channelText = clean(name, TEXT_LIMITS.channelChars)
  if (titleText) names.title = titleText
  if (channelText) names.channel = channelText
  return names
}

/**
 * The first `<name>` element from `from` (its opening tag may carry attributes), as the text
 * between its tags and where its closing tag ends; undefined when there is none, or it is
 * never closed. Found by `indexOf`, so a text without the closing tag is searched once.
 */
function element(
  text: string,
  name: string,
  from: number,
): { text: string; end: number } | undefined {
  const open = `<${name}`
  const close = `</${name}>`
  for (let at = text.indexOf(open, from); at >= 0; at = text.indexOf(open, at + 1)) {
    const next = text[at + open.length]
    if (next !== '>' && next !== ' ' && next !== '\t' && next !== '\n' && next !== '\r') continue
    const start = text.indexOf('>', at + open.length)
    if (start < 0) return undefined
    const end = text.indexOf(close, start + 1)
    if (end < 0) return undefined
    return { text: text.slice(start + 1, end), end: end + close.length }
  }
  return undefined
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Character data: CDATA kept as is, the predefined entities and character references decoded. */
function xmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(raw)
  if (cdata) return (cdata[1] ?? '').trim()
  return raw
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
      }
      return NAMED[name.toLowerCase()] ?? entity
    })
    .trim()
}

type PlaylistPage = { videos: ExpandedVideo[]; nextPageToken: string | null }

/** One `playlistItems.list` page; undefined when it is not one. */
export function readPlaylistPage(json: unknown): PlaylistPage | undefined {
  if (!isObject(json) || !Array.isArray(json.items)) return undefined
  const videos: ExpandedVideo[] = []
  for (const item of json.items as unknown[]) {
    const snippet = isObject(item) && isObject(item.snippet) ? item.snippet : undefined
    const resource = snippet && isObject(snippet.resourceId) ? snippet.resourceId : undefined
    const videoId = resource?.videoId
    if (!isVideoId(videoId)) continue
    const title =
      typeof snippet?.title === 'string' ? cleanText(snippet.title, TEXT_LIMITS.titleChars) : null
    videos.push({ videoId, title })
  }
  const token = typeof json.nextPageToken === 'string' ? json.nextPageToken : null
  return { videos, nextPageToken: token }
}

/** The uploads playlist of a `channels.list` answer; null for no such channel, undefined for junk. */
function readUploadsPlaylist(json: unknown): string | null | undefined {
  if (!isObject(json)) return undefined
  if (json.items === undefined || (Array.isArray(json.items) && json.items.length === 0)) {
    return null
  }
  const [first] = Array.isArray(json.items) ? (json.items as unknown[]) : []
  const details = isObject(first) && isObject(first.contentDetails) ? first.contentDetails : null
  const related = details && isObject(details.relatedPlaylists) ? details.relatedPlaylists : null
  return typeof related?.uploads === 'string' ? related.uploads : undefined
}

/** The channel's name of a `channels.list` answer (`snippet.title`), cleaned; null when none. */
function readChannelName(json: unknown): string | null {
  const [first] = isObject(json) && Array.isArray(json.items) ? (json.items as unknown[]) : []
  const snippet = isObject(first) && isObject(first.snippet) ? first.snippet : null
  const name =
    typeof snippet?.title === 'string' ? cleanText(snippet.title, TEXT_LIMITS.channelChars) : null
  return name || null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
