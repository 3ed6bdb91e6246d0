/**
 * The answer of `GET /api/thumbnails` (docs/api.md), shared by the
 * server that builds it and the page that shows it, plus the rules both sides
 * read from it: which entries are offered and which one is picked first.
 */
import { QUALITY_GROUPS, type QualityGroup, type QualityId } from './qualities.ts'

export type ThumbnailEntry = {
  /** The image host's own name for the picture: `maxresdefault`, `oar2`, `maxres2`, … */
  quality: QualityId
  /** A label a person understands: 'Maximum Resolution', 'Original shape', 'Frame 2 (High Quality)'. */
  name: string
  /** The group its card is shown in (core/qualities.ts, QUALITY_GROUPS). */
  group: QualityGroup
  /** Size as the page shows it, e.g. '1280x720': the real one when available, else the nominal one. */
  resolution: string
  /** Real pixel size of the image served; null when unavailable. */
  width: number | null
  height: number | null
  available: boolean
  /** True when the server enlarges the source to reach this size (Full HD). */
  upscaled: boolean
  /** The JPG file; other formats live beside it (`thumbnailApiPath`). Null when unavailable. */
  downloadUrl: string | null
  /** A small inline WebP for showing the image (`thumbnailPreviewPath`). Null when unavailable. */
  previewUrl: string | null
  /**
   * True when the picture's pixels hold dark bars above and below (a 16:9 frame in a 4:3
   * file): `?crop=letterbox` then returns it without them.
   */
  letterboxed: boolean
  /**
   * The height of a letterboxed picture without its bars (its width stays), as the server
   * measured them; null when it has none.
   */
  croppedHeight: number | null
}

export type Lookup = {
  videoId: string
  /** The video's title from the host's oEmbed answer, cleaned and capped; null when unknown. */
  title: string | null
  /** The channel's name, likewise; null when unknown. */
  channel: string | null
  /** The six main qualities first, always, then every extra picture the video really has. */
  thumbnails: ThumbnailEntry[]
}

/** An entry the video really has, with its size and URLs. */
export type AvailableThumbnail = ThumbnailEntry & {
  available: true
  width: number
  height: number
  downloadUrl: string
  previewUrl: string
}

/**
 * The entries offered to the visitor, in catalogue order.
 * @example availableThumbnails(lookup).map((t) => t.quality) // ['default', 'mqdefault', 'hqdefault']
 */
export function availableThumbnails(lookup: Lookup): AvailableThumbnail[] {
  return lookup.thumbnails.filter(
    (entry): entry is AvailableThumbnail =>
      entry.available &&
      entry.width !== null &&
      entry.height !== null &&
      entry.downloadUrl !== null &&
      entry.previewUrl !== null,
  )
}

/**
 * The size of the file a download of this picture makes: without its bars (`cropped`), the
 * height the server measured for the crop, or null when the lookup does not carry it (one
 * kept from before the server told it).
 * @example outputSize(sd, true) // { width: 640, height: 360 }
 */
export function outputSize(
  entry: AvailableThumbnail,
  cropped: boolean,
): { width: number; height: number | null } {
  if (!cropped) return { width: entry.width, height: entry.height }
  return { width: entry.width, height: entry.croppedHeight ?? null }
}

/** Pixels of an entry's real picture; 0 when it has none. */
function pixels(entry: ThumbnailEntry): number {
  return (entry.width ?? 0) * (entry.height ?? 0)
}

/**
 * The entry selected first: the largest real picture the video has (most pixels; on a tie
 * the first in catalogue order), so a Short's vertical cover or a landscape original shape
 * beats the maxres. A picture the server enlarges (Full HD) is never picked while a real one
 * is available: it stays offered, labelled as upscaled.
 * @example bestQuality(availableThumbnails(lookup)) // 'maxresdefault'
 */
export function bestQuality(thumbnails: readonly ThumbnailEntry[]): QualityId | null {
  let best: ThumbnailEntry | undefined
  for (const entry of thumbnails) {
    if (!entry.available || entry.upscaled) continue
    if (!best || pixels(entry) > pixels(best)) best = entry
  }
  return (best ?? thumbnails.find((entry) => entry.available))?.quality ?? null
}

/** One group of cards as the page shows it. */
export type ThumbnailGroup<T extends ThumbnailEntry> = {
  id: QualityGroup
  /** 'Main sizes', 'Original shape', 'Frames', 'Live stream' (QUALITY_GROUPS). */
  label: string
  /** Largest first; equal sizes keep catalogue order. */
  thumbnails: T[]
}

/**
 * The entries by group, in the order of QUALITY_GROUPS, largest first within a group; a
 * group with no entry is left out.
 * @example groupThumbnails(availableThumbnails(lookup)).map((g) => g.id) // ['main', 'original', 'frames']
 */
export function groupThumbnails<T extends ThumbnailEntry>(
  thumbnails: readonly T[],
): ThumbnailGroup<T>[] {
  return QUALITY_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    // Array sort is stable: pictures of one size stay in catalogue order.
    thumbnails: thumbnails
      .filter((entry) => entry.group === group.id)
      .sort((a, b) => pixels(b) - pixels(a)),
  })).filter((group) => group.thumbnails.length > 0)
}
