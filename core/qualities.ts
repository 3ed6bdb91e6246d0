/**
 * The quality ladder as data, lowest first, with where each image comes from
 * on the image host (`/vi/<id>/<name>.jpg`, `/vi_webp/<id>/<name>.webp`).
 * Adding a quality is adding a row.
 */
import type { FormatId } from './formats.ts'
import { assertVideoId } from './video-id.ts'

type Size = { readonly width: number; readonly height: number }

type QualityRow<Id extends string = string> = Size & {
  readonly id: Id
  readonly name: string
  /** Nominal size as the page shows it, e.g. '1280x720'. */
  readonly resolution: string
  /** Path on THUMBNAIL_ORIGIN and the format of what it returns. */
  readonly source: { readonly path: (videoId: string) => string; readonly format: FormatId }
  /** When set, the server resizes the source to exactly this size. */
  readonly upscaleTo?: Size
}

/** `/vi/<id>/<file>` or `/vi_webp/<id>/<file>`; the id is checked so nothing else reaches the host. */
function upstream(folder: 'vi' | 'vi_webp', file: string) {
  return (videoId: string) => {
    assertVideoId(videoId)
    return `/${folder}/${videoId}/${file}`
  }
}

const ROWS = [
  {
    id: 'default',
    name: 'Low Quality',
    resolution: '120x90',
    width: 120,
    height: 90,
    source: { path: upstream('vi', 'default.jpg'), format: 'jpg' },
  },
  {
    id: 'mqdefault',
    name: 'Medium Quality',
    resolution: '320x180',
    width: 320,
    height: 180,
    source: { path: upstream('vi', 'mqdefault.jpg'), format: 'jpg' },
  },
  {
    id: 'hqdefault',
    name: 'High Quality',
    resolution: '480x360',
    width: 480,
    height: 360,
    source: { path: upstream('vi', 'hqdefault.jpg'), format: 'jpg' },
  },
  {
    id: 'sddefault',
    name: 'Standard Definition',
    resolution: '640x480',
    width: 640,
    height: 480,
    source: { path: upstream('vi', 'sddefault.jpg'), format: 'jpg' },
  },
  {
    id: 'maxresdefault',
    name: 'Maximum Resolution',
    resolution: '1280x720',
    width: 1280,
    height: 720,
    source: { path: upstream('vi', 'maxresdefault.jpg'), format: 'jpg' },
  },
  {
    // No such file upstream: the WebP maxres, upscaled by the server and labelled so on its card.
    id: 'fullhd',
    name: 'Full HD',
    resolution: '1920x1080',
    width: 1920,
    height: 1080,
    source: { path: upstream('vi_webp', 'maxresdefault.webp'), format: 'webp' },
    upscaleTo: { width: 1920, height: 1080 },
  },
] as const satisfies readonly QualityRow[]

export type QualityId = (typeof ROWS)[number]['id']
export type Quality = QualityRow<QualityId>

/** Every quality, lowest first: the order of the API response and of the cards. */
export const QUALITIES: readonly Quality[] = ROWS

/** Pre-selected in the downloader form. */
export const DEFAULT_QUALITY: QualityId = 'maxresdefault'

const BY_ID = new Map<string, Quality>(QUALITIES.map((quality) => [quality.id, quality]))

/**
 * @example
 * isQualityId('hqdefault') // true
 * isQualityId('constructor') // false
 */
export function isQualityId(value: unknown): value is QualityId {
  return typeof value === 'string' && BY_ID.has(value)
}

/**
 * @example
 * getQuality('fullhd').source.path('dQw4w9WgXcQ') // '/vi_webp/dQw4w9WgXcQ/maxresdefault.webp'
 */
export function getQuality(id: QualityId): Quality {
  const quality = BY_ID.get(id)
  if (!quality) throw new TypeError(`Unknown quality: ${String(id)}`)
  return quality
}

/**
 * True when serving this quality in this format means re-encoding or resizing
 * on the server; false when the host's own file is passed through as it is (a
 * JPG asked of a JPG source). The page reads it too, to say "Processing".
 * @example needsConversion('hqdefault', 'jpg') // false
 * @example needsConversion('fullhd', 'jpg') // true: upscaled
 */
export function needsConversion(quality: QualityId, format: FormatId): boolean {
  const row = getQuality(quality)
  return Boolean(row.upscaleTo) || row.source.format !== format
}
