/**
 * Reads the video id out of one link. The link is parsed with the WHATWG URL
 * parser and its host matched exactly against an allowlist, so lookalikes such
 * as youtube.com.evil.net, notyoutube.com or youtube.com@evil.net never pass.
 * youtube-url.ts decides which part of the user's input is the link.
 */
import { isVideoId } from './video-id.ts'

export type LinkFailure = 'not_youtube' | 'no_video_id' | 'malformed_id'
export type LinkResult = { ok: true; id: string } | { ok: false; reason: LinkFailure }

const SHORT_HOSTS = new Set(['youtu.be'])
const PAGE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

/** A leading scheme such as `javascript:`; in `youtube.com:443/…` the colon starts a port. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i

/** Nesting of attribution_link / oembed links followed at most; real ones nest once. */
const MAX_NESTING = 2

/** Words that sit where an id would, in playlist and channel-live embeds. */
const NOT_IDS = new Set(['videoseries', 'live_stream'])

type Route = (url: URL, rest: readonly string[], depth: number) => LinkResult

const fromPathId: Route = (_, rest) => fromSegment(rest[0])

/** First path segment (lower-cased) → where the id is. Anything else holds none. */
const ROUTES = new Map<string, Route>([
  ['watch', (url, rest) => (rest[0] === undefined ? fromQuery(url) : fromSegment(rest[0]))],
  ['', fromQuery], // youtube.com/?v=ID, an old share form
  ['watch_popup', fromQuery],
  ['embed', fromPathId],
  ['v', fromPathId],
  ['e', fromPathId],
  ['shorts', fromPathId],
  ['live', fromPathId],
  ['attribution_link', (url, _, depth) => fromNested(url.searchParams.get('u'), depth)],
  ['oembed', (url, _, depth) => fromNested(url.searchParams.get('url'), depth)],
])

/**
 * The video id of one link (scheme optional), or why it has none.
 *
 * @example
 * videoIdFromLink('youtu.be/dQw4w9WgXcQ?t=42') // { ok: true, id: 'dQw4w9WgXcQ' }
 * videoIdFromLink('https://www.youtube.com/@handle') // { ok: false, reason: 'no_video_id' }
 */
export function videoIdFromLink(link: string): LinkResult {
  const url = toUrl(link)
  return url ? fromUrl(url, 0) : fail('not_youtube')
}

/**
 * True when `text` starts with a scheme other than http(s). A colon followed
 * by a digit starts a port, not a scheme.
 *
 * @example
 * hasForeignScheme('javascript:alert(1)') // true
 * hasForeignScheme('youtube.com:443/watch?v=dQw4w9WgXcQ') // false
 */
export function hasForeignScheme(text: string): boolean {
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  return scheme !== undefined && scheme !== 'http' && scheme !== 'https'
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
  if (SHORT_HOSTS.has(host)) return fromSegment(first)
  if (!PAGE_HOSTS.has(host)) return fail('not_youtube')
  const route = ROUTES.get(first.toLowerCase()) ?? fromLegacyFragment
  return route(url, rest, depth)
}

/** `?v=ID` anywhere in the query, or in an old `watch#!v=ID` fragment. */
function fromQuery(url: URL): LinkResult {
  const fragment = new URLSearchParams(url.hash.replace(/^#!?/, ''))
  return fromSegment(url.searchParams.get('v') || fragment.get('v') || undefined)
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

/** attribution_link?u=/watch%3Fv%3DID… and oembed?url=…: a link inside a link. */
function fromNested(value: string | null, depth: number): LinkResult {
  if (!value || depth >= MAX_NESTING) return fail('no_video_id')
  const url = parseUrl(value, 'https://www.youtube.com/')
  return url ? fromUrl(url, depth + 1) : fail('no_video_id')
}

/** The id ends at a stray `?` or `&` glued to it, as in `/v/ID&hl=en` or `watch?v=ID?t=30`. */
function fromSegment(segment: string | undefined): LinkResult {
  if (!segment) return fail('no_video_id')
  const candidate = segment.split(/[?&]/, 1)[0] ?? ''
  if (NOT_IDS.has(candidate.toLowerCase())) return fail('no_video_id')
  return isVideoId(candidate) ? { ok: true, id: candidate } : fail('malformed_id')
}

function fail(reason: LinkFailure): LinkResult {
  return { ok: false, reason }
}
