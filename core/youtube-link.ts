/**
 * Reads the video id out of one link. The link is parsed with the WHATWG URL
 * parser and its host matched exactly against an allowlist, so lookalikes such
 * as youtube.com.evil.net, notyoutube.com or youtube.com@evil.net never pass.
 * youtube-url.ts decides which part of the user's input is the link. The forms
 * read, and why, are in docs/decisions/013-link-forms.md.
 */
import { isVideoId } from './video-id.ts'

export type LinkFailure = 'not_youtube' | 'no_video_id' | 'malformed_id' | 'playlist' | 'channel'
export type LinkResult = { ok: true; id: string } | { ok: false; reason: LinkFailure }

const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const PAGE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtubekids.com',
  'www.youtubekids.com',
  'm.youtubekids.com',
  'youtube.googleapis.com',
])
/** The thumbnail host's own picture links: `/vi/ID/hqdefault.jpg` names the video. */
const IMAGE_HOSTS = new Set([
  'i.ytimg.com',
  'i1.ytimg.com',
  'i2.ytimg.com',
  'i3.ytimg.com',
  'i4.ytimg.com',
  'i9.ytimg.com',
  'img.youtube.com',
])
const IMAGE_FOLDERS = new Set(['vi', 'vi_webp', 'an', 'an_webp'])
/** `google.com`, `www.google.de`, `google.co.uk`, `google.com.au`: only their `/url` redirect. */
const GOOGLE_HOST = /^(?:www\.)?google\.(?:com?\.)?[a-z]{2,3}$/

/** A leading scheme such as `javascript:`; in `youtube.com:443/…` the colon starts a port. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i
/** The YouTube apps' own schemes: `vnd.youtube:ID`, `vnd.youtube://ID`, `vnd.youtube.launch:ID`. */
const APP_SCHEME = /^vnd\.youtube(?:\.launch)?:(?:\/\/)?/i

/**
 * Links inside links (attribution_link, oembed, consent, Google's redirect) followed at most this
 * deep. Real ones nest once or twice; the bound keeps a crafted input from recursing for long.
 */
const MAX_NESTING = 6

/** Words that sit where an id would, in playlist and channel-live embeds. */
const NOT_IDS = new Map<string, LinkFailure>([
  ['videoseries', 'playlist'],
  ['live_stream', 'channel'],
])

/** Eleven id characters, then the end or a character that cannot continue an id (`ID)`, `ID.`). */
const LEADING_ID = /^[A-Za-z0-9_-]{11}(?![A-Za-z0-9_-])/
/** The first eleven characters of a `v=` value: YouTube itself reads no further. */
const FIRST_ELEVEN = /^[A-Za-z0-9_-]{11}/

type Route = (url: URL, rest: readonly string[], depth: number) => LinkResult

/** `/embed/ID`, `/embed/v/ID`, `/embed/watch?v=ID`, `/embed?v=ID` and the same for `v` and `e`. */
const fromPlayerPath: Route = (url, rest) => {
  const [first, second] = rest
  if (first === undefined || first.toLowerCase() === 'watch') return fromQuery(url)
  return fromSegment(first.toLowerCase() === 'v' ? second : first)
}
const fromPathId: Route = (_, rest) => fromSegment(rest[0])
const channel: Route = () => fail('channel')

/** First path segment (lower-cased) → where the id is. Anything else holds none. */
const ROUTES = new Map<string, Route>([
  ['watch', (url, rest) => (rest[0] === undefined ? fromQuery(url) : fromSegment(rest[0]))],
  ['', fromQuery], // youtube.com/?v=ID, an old share form
  ['watch_popup', fromQuery],
  ['details', fromQuery], // old m.youtube.com/details?v=ID
  ['clip', (url) => (hasVideoParam(url) ? fromQuery(url) : fail('no_video_id'))],
  ['embed', fromPlayerPath],
  ['v', fromPlayerPath],
  ['e', fromPlayerPath],
  ['vi', fromPathId],
  ['w', fromPathId],
  ['shorts', fromPathId],
  ['live', fromPathId],
  ['u', (_, rest) => (rest[0]?.toLowerCase() === 'w' ? fromSegment(rest[1]) : fail('no_video_id'))],
  ['user', fromUserPage],
  ['channel', channel],
  ['c', channel],
  ['playlist', () => fail('playlist')],
  ['attribution_link', (url, _, depth) => fromNested(query(url).get('u'), depth, true)],
  ['oembed', (url, _, depth) => fromNested(query(url).get('url'), depth, true)],
])

/**
 * The video id of one link (scheme optional), or why it has none.
 *
 * @example
 * videoIdFromLink('youtu.be/dQw4w9WgXcQ?t=42') // { ok: true, id: 'dQw4w9WgXcQ' }
 * videoIdFromLink('https://www.youtube.com/@handle') // { ok: false, reason: 'channel' }
 */
export function videoIdFromLink(link: string): LinkResult {
  return fromLink(link, 0)
}

/**
 * True when `text` starts with a scheme other than http(s) and YouTube's app
 * schemes. A colon followed by a digit starts a port, not a scheme.
 *
 * @example
 * hasForeignScheme('javascript:alert(1)') // true
 * hasForeignScheme('youtube.com:443/watch?v=dQw4w9WgXcQ') // false
 * hasForeignScheme('vnd.youtube:dQw4w9WgXcQ') // false
 */
export function hasForeignScheme(text: string): boolean {
  if (APP_SCHEME.test(text)) return false
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  return scheme !== undefined && scheme !== 'http' && scheme !== 'https'
}

function fromLink(link: string, depth: number): LinkResult {
  const app = APP_SCHEME.exec(link)
  if (app) return fromAppLink(link.slice(app[0].length), depth)
  const url = toUrl(link)
  return url ? fromUrl(url, depth) : fail('not_youtube')
}

/** `vnd.youtube:ID…` names the id; `vnd.youtube://www.youtube.com/watch?v=ID` carries a link. */
function fromAppLink(rest: string, depth: number): LinkResult {
  const id = LEADING_ID.exec(rest)?.[0]
  if (id !== undefined) return { ok: true, id }
  if (rest === '' || depth >= MAX_NESTING) return fail('no_video_id')
  const url = parseUrl(rest.startsWith('/') ? rest : `https://${rest}`, 'https://www.youtube.com/')
  return url ? fromUrl(url, depth + 1) : fail('no_video_id')
}

function toUrl(link: string): URL | undefined {
  if (hasForeignScheme(link)) return undefined
  const absolute = SCHEME.test(link)
    ? link
    : link.startsWith('//')
      ? `https:${link}`
      : `https://${link}`
  return parseUrl(absolute)
}

function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    // Not a URL at all: the caller reports it as 'not_youtube'.
    return undefined
  }
}

function fromUrl(url: URL, depth: number): LinkResult {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('not_youtube')
  // Credentials in a link are a phishing device (youtube.com@evil.net), and no share button makes them.
  if (url.username || url.password) return fail('not_youtube')
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname
  const [first = '', ...rest] = url.pathname.split('/').filter((part) => part !== '')
  const lower = first.toLowerCase()
  if (SHORT_HOSTS.has(host)) return lower === 'watch' ? fromQuery(url) : fromSegment(first)
  if (PAGE_HOSTS.has(host)) {
    if (first.startsWith('@')) return fail('channel')
    return (ROUTES.get(lower) ?? fromLegacyFragment)(url, rest, depth)
  }
  if (IMAGE_HOSTS.has(host)) {
    return IMAGE_FOLDERS.has(lower) ? fromSegment(rest[0]) : fail('no_video_id')
  }
  if (host === 'gdata.youtube.com') {
    // Old Data API: /feeds/api/videos/ID and /feeds/videos/ID.
    const videos = rest.findIndex((part) => part.toLowerCase() === 'videos')
    return lower === 'feeds' && videos >= 0 ? fromSegment(rest[videos + 1]) : fail('no_video_id')
  }
  if (host === 'consent.youtube.com') return fromNested(query(url).get('continue'), depth, false)
  if (GOOGLE_HOST.test(host) && lower === 'url') {
    const target = query(url)
    return fromNested(target.get('url') ?? target.get('q'), depth, false, 'not_youtube')
  }
  return fail('not_youtube')
}

/**
 * The query, with `&amp;` (and `&amp;amp;`) read as `&`: links copied out of
 * HTML source keep the entity (HTML Living Standard, named character references).
 */
function query(url: URL): URLSearchParams {
  return new URLSearchParams(url.search.replace(/&(?:amp;)+/gi, '&'))
}

function hasVideoParam(url: URL): boolean {
  return query(url).has('v') || new URLSearchParams(url.hash.replace(/^#!?/, '')).has('v')
}

/** `?v=ID` anywhere in the query, or in an old `watch#!v=ID` fragment; a playlist without it. */
function fromQuery(url: URL): LinkResult {
  const params = query(url)
  const fragment = new URLSearchParams(url.hash.replace(/^#!?/, ''))
  const value = params.get('v') || fragment.get('v')
  if (!value) return params.has('list') ? fail('playlist') : fail('no_video_id')
  const id = FIRST_ELEVEN.exec(value)?.[0]
  return id !== undefined ? { ok: true, id } : fail('malformed_id')
}

/** `/user/NAME/watch?v=ID`, `/user/NAME?v=ID`, `/user/NAME#p/u/1/ID`; else the channel itself. */
function fromUserPage(url: URL, rest: readonly string[]): LinkResult {
  if (rest[1]?.toLowerCase() === 'watch' || hasVideoParam(url)) return fromQuery(url)
  const legacy = fromLegacyFragment(url)
  return legacy.ok || url.hash.length > 1 ? legacy : fail('channel')
}

/**
 * Old channel pages played the video named last in the fragment, after a
 * position number: `/user/NAME#p/u/1/ID`, `#p/a/u/0/ID`, `#p/c/PLAYLIST/0/ID`.
 */
function fromLegacyFragment(url: URL): LinkResult {
  const parts = url.hash.replace(/^#!?/, '').split('/')
  const position = parts.at(-2) ?? ''
  if (parts[0] !== 'p' || parts.length < 4 || !/^\d+$/.test(position)) return fail('no_video_id')
  return fromSegment(parts.at(-1))
}

/**
 * A link inside a link: attribution_link?u=/watch%3Fv%3DID (a path on YouTube),
 * oembed?url=…, consent.youtube.com?continue=…, google.com/url?q=….
 */
function fromNested(
  value: string | null,
  depth: number,
  onYouTube: boolean,
  missing: LinkFailure = 'no_video_id',
): LinkResult {
  if (!value || depth >= MAX_NESTING) return fail(missing)
  if (!onYouTube) return fromLink(value, depth + 1)
  const url = parseUrl(value, 'https://www.youtube.com/')
  return url ? fromUrl(url, depth + 1) : fail('no_video_id')
}

/**
 * The id at the start of a path segment. It ends at anything that cannot
 * continue an id: a stray `?` or `&` (`/v/ID&hl=en`), or text copied along with
 * it (`ID)`, `ID.`, `ID%22`). Twelve id characters in a row are not an id.
 */
function fromSegment(segment: string | undefined): LinkResult {
  if (!segment) return fail('no_video_id')
  const notId = NOT_IDS.get(segment.split(/[?&]/, 1)[0]?.toLowerCase() ?? '')
  if (notId) return fail(notId)
  const id = LEADING_ID.exec(segment)?.[0]
  return isVideoId(id) ? { ok: true, id } : fail('malformed_id')
}

function fail(reason: LinkFailure): LinkResult {
  return { ok: false, reason }
}
