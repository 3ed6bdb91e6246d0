/**
 * The output formats a thumbnail can be downloaded in, as data: how each is
 * named, served, saved and encoded. Adding a format is adding a row (and, for
 * an encoder sharp method not used yet, its name in `Encoder`).
 */

/**
 * How the server writes a format: the name of sharp's output method and the
 * options it is given (https://sharp.pixelplumbing.com/api-output). Plain data,
 * so core stays free of sharp; server/thumbnails/convert.ts makes the call.
 */
export type Encoder = {
  readonly method: 'jpeg' | 'png' | 'webp'
  readonly options: {
    /** 1–100, for lossy formats; a preview asks for less (server/thumbnails/render.ts). */
    readonly quality?: number
    /** WebP: CPU effort, 0 (fastest) to 6. */
    readonly effort?: number
    /** PNG: zlib level, 0 to 9. */
    readonly compressionLevel?: number
    /** PNG: choose a row filter per row. */
    readonly adaptiveFiltering?: boolean
  }
}

type FormatRow<Id extends string = string> = {
  readonly id: Id
  /** The name shown on buttons and in toasts ('Preparing your PNG download...'). */
  readonly label: string
  /** The Content-Type it is served with, and the one the image host must send for it. */
  readonly mimeType: string
  /** The saved file's extension, without the dot. */
  readonly extension: string
  readonly encoder: Encoder
}

// Encoder settings chosen by benchmark (docs/performance.md, "PNG per zlib level" and "Thumbnail
// engine"): WebP effort 2 for effort 4's size in less time; PNG with adaptive filtering at zlib
// level 3, which writes about the bytes of the higher levels in less time on photo-like frames.
const ROWS = [
  {
    id: 'jpg',
    label: 'JPG',
    mimeType: 'image/jpeg',
    extension: 'jpg',
    encoder: { method: 'jpeg', options: { quality: 90 } },
  },
  {
    id: 'png',
    label: 'PNG',
    mimeType: 'image/png',
    extension: 'png',
    encoder: { method: 'png', options: { compressionLevel: 3, adaptiveFiltering: true } },
  },
  {
    id: 'webp',
    label: 'WebP',
    mimeType: 'image/webp',
    extension: 'webp',
    encoder: { method: 'webp', options: { quality: 85, effort: 2 } },
  },
] as const satisfies readonly FormatRow[]

export type FormatId = (typeof ROWS)[number]['id']
export type Format = FormatRow<FormatId>

/** Every format, in the order the UI offers them. */
export const FORMATS: readonly Format[] = ROWS

export const DEFAULT_FORMAT: FormatId = 'jpg'

const BY_ID = new Map<string, Format>(FORMATS.map((format) => [format.id, format]))

/**
 * @example
 * isFormatId('png') // true
 * isFormatId('gif') // false
 */
export function isFormatId(value: unknown): value is FormatId {
  return typeof value === 'string' && BY_ID.has(value)
}

/**
 * @example
 * getFormat('webp').mimeType // 'image/webp'
 */
export function getFormat(id: FormatId): Format {
  const format = BY_ID.get(id)
  if (!format) throw new TypeError(`Unknown format: ${String(id)}`)
  return format
}
