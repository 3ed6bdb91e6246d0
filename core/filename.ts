/**
 * The names a thumbnail goes by: the file name a download is saved under
 * (`youtube-thumbnail-<id>-<quality>.<ext>`), the same-origin API path that
 * serves it (docs/api.md) and the path of its small preview.
 */
import type { Crop } from './crops.ts'
import { getFormat, type FormatId } from './formats.ts'
import type { QualityId } from './qualities.ts'
import { assertVideoId } from './video-id.ts'

/** What a download's default name adds when its black bars were cut away (`crop=letterbox`). */
export const NO_BARS_SUFFIX = '-no-bars'

/**
 * What a download's default name adds for a crop: `-no-bars`, or the shape with `x` for its
 * colon (`-1x1`, `-1.91x1`). A rule, not core/crops.ts's table: the home page's first load
 * names files, and has no need of the shapes.
 * @example cropMark('9:16') // '-9x16'
 */
export function cropMark(crop: Crop | undefined): string {
  if (crop === undefined) return ''
  return crop === 'letterbox' ? NO_BARS_SUFFIX : `-${crop.replace(':', 'x')}`
}

/** The marks a download may carry (`?overlay=`): a play button drawn in its centre. */
export const OVERLAYS = ['play'] as const
export type Overlay = (typeof OVERLAYS)[number]

/**
 * File name of a download; it also goes into Content-Disposition, hence the
 * id check. A cropped or marked file says so (`-no-bars`, `-1x1`, `-play`…): it is not the
 * picture the host keeps under that quality's name. Throws a TypeError for an invalid id.
 *
 * @example
 * downloadFileName('dQw4w9WgXcQ', 'maxresdefault', 'png') // 'youtube-thumbnail-dQw4w9WgXcQ-maxresdefault.png'
 * downloadFileName('dQw4w9WgXcQ', 'hqdefault', 'jpg', { crop: 'letterbox' }) // 'youtube-thumbnail-dQw4w9WgXcQ-hqdefault-no-bars.jpg'
 * downloadFileName('dQw4w9WgXcQ', 'maxresdefault', 'jpg', { crop: '1:1', overlay: 'play' }) // 'youtube-thumbnail-dQw4w9WgXcQ-maxresdefault-1x1-play.jpg'
 */
export function downloadFileName(
  videoId: string,
  quality: QualityId,
  format: FormatId,
  { crop, overlay }: Pick<DownloadChoice, 'crop' | 'overlay'> = {},
): string {
  assertVideoId(videoId)
  const suffix = `${cropMark(crop)}${overlay ? `-${overlay}` : ''}`
  return `youtube-thumbnail-${videoId}-${quality}${suffix}.${getFormat(format).extension}`
}

/**
 * Path of our own endpoint that serves the image. Throws a TypeError for an invalid id.
 *
 * @example
 * thumbnailApiPath('dQw4w9WgXcQ', 'fullhd', 'webp') // '/api/thumbnails/dQw4w9WgXcQ/fullhd.webp'
 */
export function thumbnailApiPath(videoId: string, quality: QualityId, format: FormatId): string {
  assertVideoId(videoId)
  return `/api/thumbnails/${videoId}/${quality}.${format}`
}

/** How a download may be asked for beyond its quality and format (docs/api.md). */
export type DownloadChoice = {
  /** Cut (`?crop=`, core/crops.ts): without its dark bars, or to a shape. */
  crop?: Crop | undefined
  /** A mark drawn on it (`?overlay=play`). */
  overlay?: Overlay | undefined
  /** Named after the video's title (`?name=title`) rather than the default name. */
  fileName?: NameStyle
  /**
   * The picture's words in a title-named file (`?label=`), in the reader's language; the API's
   * English name without it.
   */
  label?: string | undefined
}

/**
 * The API path of a download with its query: `crop`, `overlay` and `name=title` only when asked.
 * @example
 * thumbnailDownloadPath('dQw4w9WgXcQ', 'sd1', 'png', { crop: 'letterbox', fileName: 'title' })
 * // '/api/thumbnails/dQw4w9WgXcQ/sd1.png?crop=letterbox&name=title'
 */
export function thumbnailDownloadPath(
  videoId: string,
  quality: QualityId,
  format: FormatId,
  { crop, overlay, fileName = 'id', label }: DownloadChoice = {},
): string {
  const query = new URLSearchParams()
  if (crop) query.set('crop', crop)
  if (overlay) query.set('overlay', overlay)
  if (fileName === 'title') query.set('name', 'title')
  if (fileName === 'title' && label) query.set('label', label)
  const search = query.size > 0 ? `?${query}` : ''
  return `${thumbnailApiPath(videoId, quality, format)}${search}`
}

/** Previews are at most this wide: sharp on a phone card at 2x, a few KB each. */
export const PREVIEW_WIDTH = 320

/**
 * Path of a small inline WebP of one quality (at most PREVIEW_WIDTH wide), for
 * showing the image on its card. Throws a TypeError for an invalid id.
 *
 * @example
 * thumbnailPreviewPath('dQw4w9WgXcQ', 'hqdefault') // '/api/thumbnails/dQw4w9WgXcQ/preview/hqdefault.webp'
 */
export function thumbnailPreviewPath(videoId: string, quality: QualityId): string {
  assertVideoId(videoId)
  return `/api/thumbnails/${videoId}/preview/${quality}.webp`
}

/** How a download's file is named (`?name=`): the default id-based name, or the video's title. */
export const NAME_STYLES = ['id', 'title'] as const
export type NameStyle = (typeof NAME_STYLES)[number]

/**
 * Longest title kept in a file name: 80 characters, and 150 bytes of UTF-8 (50 CJK characters,
 * 37 emoji), so that with its label, size and extension, and a ZIP's ` (2)`, the whole name
 * stays near 200 bytes, under the 255 most file systems and `unzip` allow.
 */
const TITLE_CAP = { chars: 80, bytes: 150 } as const

/** Names Windows refuses for a file, whatever the extension (CON.jpg is still CON). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i

/**
 * A file name after the video's title and the picture's label and size, safe on Windows,
 * macOS and Linux (no `<>:"/\|?*`, control, format or bidi characters, no trailing dot or
 * space, no reserved device name, a title of at most 80 characters and 150 bytes), and its ASCII-only twin for
 * the `filename=` fallback of RFC 6266. Null when the title leaves nothing usable.
 *
 * @example
 * titledFileName('Café: "live"', 'Maximum Resolution', 1280, 720, 'jpg')
 * // { fileName: 'Café - live - Maximum Resolution 1280x720.jpg', asciiFileName: 'Cafe - live - Maximum Resolution 1280x720.jpg' }
 */
export function titledFileName(
  title: string,
  label: string,
  width: number,
  height: number,
  format: FormatId,
): { fileName: string; asciiFileName: string } | null {
  const safeTitle = safePart(title)
  if (!safeTitle) return null
  // The label may be a visitor's words (`?label=`): cleaned like the title, and left out of the
  // ASCII name when none of it is ASCII.
  const safeLabel = safePart(label) ?? ''
  const tail = (words: string) =>
    ` - ${words ? `${words} ` : ''}${width}x${height}.${getFormat(format).extension}`
  const asciiTitle = safePart(toAscii(safeTitle)) ?? 'thumbnail'
  const asciiLabel = safePart(toAscii(safeLabel)) ?? ''
  return {
    fileName: `${safeTitle}${tail(safeLabel)}`,
    asciiFileName: `${asciiTitle}${tail(asciiLabel)}`,
  }
}

function safePart(text: string): string | null {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    // A colon or slash between words reads best as a dash; the other reserved marks go.
    .replace(/\s*[:/\\|]\s*/g, ' - ')
    .replace(/[<>"?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const capped = capTitle(cleaned).replace(/^[\s.-]+|[\s.-]+$/g, '')
  if (capped === '' || WINDOWS_RESERVED.test(capped)) return null
  return capped
}

/**
 * Made when the first title is capped, not when the module loads: building a segmenter loads ICU's
 * break rules, a long task the home page's first load paid for nothing (docs/performance.md,
 * Lighthouse).
 */
let graphemes: Intl.Segmenter | undefined
const utf8 = new TextEncoder()

/**
 * The longest start of `text` within TITLE_CAP, cut between graphemes: never inside a
 * character, an emoji sequence or a letter and its accent.
 */
function capTitle(text: string): string {
  let kept = ''
  let chars = 0
  let bytes = 0
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })
  for (const { segment } of graphemes.segment(text)) {
    chars += [...segment].length
    bytes += utf8.encode(segment).length
    if (chars > TITLE_CAP.chars || bytes > TITLE_CAP.bytes) break
    kept += segment
  }
  return kept
}

/** Latin letters without their accents; any other non-ASCII character is dropped. */
function toAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
}

/**
 * The Content-Disposition of a download (RFC 6266): an ASCII `filename` every client reads,
 * and `filename*` (RFC 8187, UTF-8) when the real name is not plain ASCII.
 * @example contentDisposition('Café.jpg', 'Cafe.jpg') // `attachment; filename="Cafe.jpg"; filename*=UTF-8''Caf%C3%A9.jpg`
 */
export function contentDisposition(fileName: string, asciiFileName: string): string {
  const plain = `attachment; filename="${asciiFileName.replace(/["\\]/g, '')}"`
  if (fileName === asciiFileName) return plain
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${plain}; filename*=UTF-8''${encoded}`
}
