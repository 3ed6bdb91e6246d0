/**
 * The picture catalogue as data: every name the image host may have for a
 * video (`/vi/<id>/<name>.jpg`, and often `/vi_webp/<id>/<name>.webp`), with a
 * label a person understands, the group it is shown in, the size a real
 * picture of that name has, and whether it is a 4:3 frame that usually holds a
 * 16:9 picture between black bars. The first six rows are the main ladder,
 * lowest first, always listed; the others are listed only when the video has
 * them. Adding a name is adding a row.
 */
import type { FormatId } from './formats.ts'
import { assertVideoId } from './video-id.ts'

type Size = { readonly width: number; readonly height: number }

/** How the cards are grouped, in the order the groups are shown. */
export const QUALITY_GROUPS = [
  { id: 'main', label: 'Main sizes' },
  { id: 'original', label: 'Original' },
  { id: 'frames', label: 'Frames' },
  { id: 'live', label: 'Live stream' },
] as const

export type QualityGroup = (typeof QUALITY_GROUPS)[number]['id']

/**
 * What the host's file for a name must decode to, or it is not that picture: exactly the
 * name's size, or (original shape) any size of a real video frame, landscape or vertical.
 */
export type SizeRule =
  | { readonly kind: 'exact'; readonly width: number; readonly height: number }
  | { readonly kind: 'original' }

/** Bounds of an original-shape picture: 1080×1920 for a vertical Short, up to 1920×1080. */
export const ORIGINAL_SHAPE_BOUNDS = { minSide: 90, maxSide: 1920 } as const

type QualityRow<Id extends string = string> = Size & {
  readonly id: Id
  /** The label a person reads on the card and in a title-named file. */
  readonly name: string
  /** The label instead of `name` when the real picture is upright (a Short's cover): `pictureName`. */
  readonly verticalName?: string
  /** The label instead of `name` when the real picture is square (a music video's cover). */
  readonly squareName?: string
  readonly group: QualityGroup
  /** Nominal size as the page shows it, e.g. '1280x720' ('original' when it varies). */
  readonly resolution: string
  /** Path on THUMBNAIL_ORIGIN and the format of what it returns. */
  readonly source: { readonly path: (videoId: string) => string; readonly format: FormatId }
  /** Where the host may keep the same picture as WebP; absent when the source already is. */
  readonly webpPath?: (videoId: string) => string
  /** The size rule the source file must pass to count as this picture. */
  readonly size: SizeRule
  /** A 4:3 frame that usually holds a 16:9 picture between black bars (`?crop=letterbox`). */
  readonly letterbox: boolean
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

/** A JPEG the host keeps under its own name, with its WebP twin. */
function own<const Id extends string>(
  id: Id,
  name: string,
  group: QualityGroup,
  width: number,
  height: number,
  letterbox: boolean,
) {
  return {
    id,
    name,
    group,
    resolution: `${width}x${height}`,
    width,
    height,
    source: { path: upstream('vi', `${id}.jpg`), format: 'jpg' as const },
    webpPath: upstream('vi_webp', `${id}.webp`),
    size: { kind: 'exact', width, height } as SizeRule,
    letterbox,
  }
}

/** The automatic frames of one size: `<prefix>1`–`<prefix>3`, each a different moment. */
function frames<const P extends string>(
  prefix: P,
  size: string,
  width: number,
  height: number,
  letterbox: boolean,
) {
  return [1, 2, 3].map((n) =>
    own(
      `${prefix}${n}` as `${P}${1 | 2 | 3}`,
      `Frame ${n} (${size})`,
      'frames',
      width,
      height,
      letterbox,
    ),
  )
}

/** The picture shown while a live stream is on the air, one per main size. */
function live<const Id extends string>(
  base: Id,
  size: string,
  width: number,
  height: number,
  letterbox: boolean,
) {
  return own(`${base}_live` as const, `Live (${size})`, 'live', width, height, letterbox)
}

/**
 * The original-shape picture: its size is the video's own, so it is only bounded, and its
 * name follows its shape (`pictureName`).
 */
function original<const Id extends string>(
  id: Id,
  name: string,
  verticalName: string,
  squareName: string,
) {
  return {
    ...own(id, name, 'original', 1920, 1080, false),
    verticalName,
    squareName,
    resolution: 'original',
    size: { kind: 'original' } as SizeRule,
  }
}

/** The main ladder, lowest first, always listed whether the video has each or not. */
const MAIN_ROWS = [
  own('default', 'Low Quality', 'main', 120, 90, true),
  own('mqdefault', 'Medium Quality', 'main', 320, 180, false),
  own('hqdefault', 'High Quality', 'main', 480, 360, true),
  own('sddefault', 'Standard Definition', 'main', 640, 480, true),
  own('maxresdefault', 'Maximum Resolution', 'main', 1280, 720, false),
  {
    // No such file upstream: the WebP maxres, upscaled by the server and labelled so on its card.
    id: 'fullhd',
    name: 'Full HD',
    group: 'main',
    resolution: '1920x1080',
    width: 1920,
    height: 1080,
    source: { path: upstream('vi_webp', 'maxresdefault.webp'), format: 'webp' },
    // The WebP maxres it is made from.
    size: { kind: 'exact', width: 1280, height: 720 },
    letterbox: false,
    upscaleTo: { width: 1920, height: 1080 },
  },
] as const satisfies readonly QualityRow[]

/** Listed only when the host has them, after the main ladder, each under the host's own name. */
const EXTRA_ROWS = [
  original('oardefault', 'Full-size original', 'Shorts cover (vertical)', 'Square cover'),
  original(
    'oar2',
    'Full-size original (alternate)',
    'Shorts cover (vertical, alternate)',
    'Square cover (alternate)',
  ),
  own('hq720', 'HD 720p', 'main', 1280, 720, false),
  own('0', 'Main frame (High Quality)', 'frames', 480, 360, true),
  ...frames('', 'Low Quality', 120, 90, true),
  ...frames('mq', 'Medium Quality', 320, 180, false),
  ...frames('hq', 'High Quality', 480, 360, true),
  ...frames('sd', 'Standard Definition', 640, 480, true),
  ...frames('maxres', 'Maximum Resolution', 1280, 720, false),
  ...frames('hq720_', 'HD 720p', 1280, 720, false),
  live('default', 'Low Quality', 120, 90, true),
  live('mqdefault', 'Medium Quality', 320, 180, false),
  live('hqdefault', 'High Quality', 480, 360, true),
  live('sddefault', 'Standard Definition', 640, 480, true),
  live('maxresdefault', 'Maximum Resolution', 1280, 720, false),
] as const satisfies readonly QualityRow[]

export type MainQualityId = (typeof MAIN_ROWS)[number]['id']
export type ExtraQualityId = (typeof EXTRA_ROWS)[number]['id']
export type QualityId = MainQualityId | ExtraQualityId
export type Quality = QualityRow<QualityId>

/** The six main qualities, lowest first: always the first entries of a lookup, in this order. */
export const MAIN_QUALITIES: readonly Quality[] = MAIN_ROWS

/** The names listed only when the video has them, in the order they follow the main six. */
export const EXTRA_QUALITIES: readonly Quality[] = EXTRA_ROWS

/** Every name, main six first: the order of the API response. */
export const QUALITIES: readonly Quality[] = [...MAIN_ROWS, ...EXTRA_ROWS]

/** Pre-selected in the downloader form. */
export const DEFAULT_QUALITY: QualityId = 'maxresdefault'

const BY_ID = new Map<string, Quality>(QUALITIES.map((quality) => [quality.id, quality]))
const MAIN_IDS = new Set<string>(MAIN_QUALITIES.map((quality) => quality.id))

/**
 * @example
 * isQualityId('hqdefault') // true
 * isQualityId('maxres2') // true
 * isQualityId('constructor') // false
 */
export function isQualityId(value: unknown): value is QualityId {
  return typeof value === 'string' && BY_ID.has(value)
}

/**
 * One of the six main qualities, always listed.
 * @example isMainQuality('fullhd') // true
 * @example isMainQuality('oar2') // false
 */
export function isMainQuality(id: QualityId): id is MainQualityId {
  return MAIN_IDS.has(id)
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
 * The label of a picture of this name and real size: an original-shape picture standing
 * upright is a Short's cover, a square one a music video's cover; any other keeps the
 * catalogue's name.
 * @example pictureName(getQuality('oar2'), { width: 720, height: 720 }) // 'Square cover (alternate)'
 * @example pictureName(getQuality('oardefault'), { width: 1080, height: 1920 }) // 'Shorts cover (vertical)'
 * @example pictureName(getQuality('oardefault'), { width: 1920, height: 1080 }) // 'Full-size original'
 */
export function pictureName(quality: Quality, size: Size | undefined): string {
  const upright = size !== undefined && size.height > size.width
  if (upright && quality.verticalName) return quality.verticalName
  const square = size !== undefined && size.height === size.width
  return square && quality.squareName ? quality.squareName : quality.name
}

/**
 * Whether a decoded size is a real picture of this name: exactly its size, or for the
 * original shape a frame within ORIGINAL_SHAPE_BOUNDS. A header that lies about the size, or
 * the host's 120×90 placeholder under a bigger name, fails.
 * @example isPlausibleSize(getQuality('hqdefault'), { width: 480, height: 360 }) // true
 * @example isPlausibleSize(getQuality('hqdefault'), { width: 60000, height: 1 }) // false
 * @example isPlausibleSize(getQuality('oar2'), { width: 1080, height: 1920 }) // true
 */
export function isPlausibleSize(quality: Quality, size: Size): boolean {
  if (quality.size.kind === 'exact') {
    return size.width === quality.size.width && size.height === quality.size.height
  }
  const { minSide, maxSide } = ORIGINAL_SHAPE_BOUNDS
  const short = Math.min(size.width, size.height)
  const long = Math.max(size.width, size.height)
  return short >= minSide && long <= maxSide
}

/**
 * True when serving this quality in this format means re-encoding or resizing
 * on the server; false when the host's own file is passed through as it is (a
 * JPG asked of a JPG source). A WebP asked of a JPG source counts as a
 * conversion although the server passes the host's own WebP through when it
 * has one (server/thumbnails/render.ts). The page reads it too, to say
 * "Processing".
 * @example needsConversion('hqdefault', 'jpg') // false
 * @example needsConversion('fullhd', 'jpg') // true: upscaled
 */
export function needsConversion(quality: QualityId, format: FormatId): boolean {
  const row = getQuality(quality)
  return Boolean(row.upscaleTo) || row.source.format !== format
}
