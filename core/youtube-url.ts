/**
 * parseVideoId: whatever a person pastes → the 11-character video id, or the
 * reason it holds none. This module decides which part of the input is the
 * link; youtube-link.ts reads the id out of a link.
 *
 * How input around a link is read:
 * - Input is cut into pieces at whitespace and at characters a copied link
 *   never holds raw (`<>"` and typographic quotes). Brackets and quotes are
 *   peeled off both ends of a piece and sentence punctuation off its end, and
 *   a Markdown `[text](link)` yields its link, so "check this
 *   (https://youtu.be/ID)!" and "<https://youtu.be/ID>" work. Brackets inside
 *   a piece are kept: `(` and `)` may appear raw in a query.
 * - A lone piece may be a bare id or a link.
 * - Among several pieces only links to a YouTube host count. A bare id is not
 *   looked for in prose: any 11-letter word ("downloading") would pass.
 * - Links to two different videos are 'ambiguous': we ask rather than guess.
 * - Input that opens with another scheme (`javascript:…`, `data:…`) is
 *   refused whole, whatever follows it.
 */
import { isVideoId } from './video-id.ts'
import { hasForeignScheme, videoIdFromLink, type LinkFailure } from './youtube-link.ts'

/** Longer input is refused before any parsing (docs/reliability.md, A2). */
export const MAX_INPUT_LENGTH = 2048

export type InvalidReason = 'empty' | 'too_long' | 'ambiguous' | LinkFailure
export type ParsedVideoId = { ok: true; id: string } | { ok: false; reason: InvalidReason }

const SEPARATORS = /[\s<>"“”‘’«»]+/u
const OPENERS = new Set(['(', '[', '{', "'"])
const CLOSERS = new Set([')', ']', '}', "'", '.', ',', ';', ':', '!', '?', '…'])
const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/
const MENTIONS_YOUTUBE = /youtu/i

/**
 * The video id in `input`, or why there is none. Never throws; linear time.
 *
 * @example
 * parseVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s') // { ok: true, id: 'dQw4w9WgXcQ' }
 * parseVideoId('check this https://youtu.be/dQw4w9WgXcQ !') // { ok: true, id: 'dQw4w9WgXcQ' }
 * parseVideoId('https://www.youtube.com/@handle') // { ok: false, reason: 'no_video_id' }
 * parseVideoId('https://vimeo.com/1') // { ok: false, reason: 'not_youtube' }
 */
export function parseVideoId(input: string): ParsedVideoId {
  if (typeof input !== 'string') return fail('empty')
  if (input.length > MAX_INPUT_LENGTH) return fail('too_long')
  const text = input.trim()
  if (text === '') return fail('empty')
  if (startsWithForeignUrl(text)) return fail('not_youtube')
  const pieces = text
    .split(SEPARATORS)
    .map(peel)
    .filter((piece) => piece !== '')
  if (pieces.length === 0) return fail('not_youtube')
  return pieces.length === 1 ? parsePiece(pieces[0] ?? '') : parseText(pieces)
}

function parsePiece(piece: string): ParsedVideoId {
  if (isVideoId(piece)) return { ok: true, id: piece }
  // One word of id characters cannot be a link (a host has a dot): it is a mistyped id.
  if (ID_CHARACTERS.test(piece)) return fail('malformed_id')
  return videoIdFromLink(piece)
}

function parseText(pieces: readonly string[]): ParsedVideoId {
  let id: string | undefined
  let failure: InvalidReason = 'not_youtube'
  for (const piece of pieces) {
    if (!MENTIONS_YOUTUBE.test(piece)) continue
    const result = videoIdFromLink(piece)
    if (!result.ok) {
      if (failure === 'not_youtube') failure = result.reason
    } else if (id !== undefined && id !== result.id) {
      return fail('ambiguous')
    } else {
      id = result.id
    }
  }
  return id === undefined ? fail(failure) : { ok: true, id }
}

/** `javascript:alert(1) …` is a URL to refuse; `Link: https://…` is prose that happens to hold a colon. */
function startsWithForeignUrl(text: string): boolean {
  const firstWord = text.split(/\s/, 1)[0] ?? ''
  return !firstWord.endsWith(':') && hasForeignScheme(firstWord)
}

/**
 * `(link)`, `'link'`, `link.` and `[text](link)` → `link`. Loops, not `[.,]+$`-style
 * regexes, which backtrack quadratically on long runs of punctuation.
 */
function peel(piece: string): string {
  let start = 0
  let end = piece.length
  while (start < end && OPENERS.has(piece.charAt(start))) start++
  while (end > start && CLOSERS.has(piece.charAt(end - 1))) end--
  const markdown = piece.lastIndexOf('](', end)
  return piece.slice(markdown >= start ? markdown + 2 : start, end)
}

function fail(reason: InvalidReason): ParsedVideoId {
  return { ok: false, reason }
}
