/**
 * The answer of `GET /api/thumbnails` (docs/api.md), shared by the
 * server that builds it and the page that shows it, plus the rules both sides
 * read from it: which entries are offered and which one is picked first.
 */
import { getQuality, QUALITY_GROUPS, type QualityGroup, type QualityId } from './qualities.ts'

export type ThumbnailEntry = {
  /** The image host's own name for the picture: `maxresdefault`, `oar2`, `maxres2`, … */
  quality: QualityId
  /** A label a person understands: 'Maximum Resolution', 'Shorts cover (vertical)', 'Frame 2 (High Quality)'. */
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
  /**
   * True when flat side bars frame what the picture shows (a music video's square artwork), as
   * the server found them in the video's medium picture: a shape (`?crop=1:1`…) is cut from
   * between them.
   */
  pillarboxed: boolean
  /**
   * The width between those bars, scaled from the medium picture's (a square artwork's is its
   * visible height exactly); null when not pillarboxed.
   */
  croppedWidth: number | null
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
 * The entries the page offers: the available ones, less an enlarged picture (Full HD) when
 * a real one at least as wide and as tall is there (a landscape original of 1920×1080), so
 * an upscale never stands beside the real picture of its size.
 * @example offeredThumbnails(lookup).some((t) => t.upscaled) // false with a 1920×1080 original
 */
export function offeredThumbnails(lookup: Lookup): AvailableThumbnail[] {
  const available = availableThumbnails(lookup)
  const real = available.filter((entry) => !entry.upscaled)
  return available.filter(
    (entry) =>
      !entry.upscaled ||
      !real.some((other) => other.width >= entry.width && other.height >= entry.height),
  )
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

/**
 * Where an entry ranks, largest first: its pixels, but an enlarged picture ranks by the
 * picture it is made from (core/qualities.ts, `size`), just after a real one of that size.
 */
function rank(entry: ThumbnailEntry): number {
  if (!entry.upscaled) return pixels(entry)
  const { size } = getQuality(entry.quality)
  return size.kind === 'exact' ? size.width * size.height - 0.5 : 0
}

/** One group of cards as the page shows it. */
export type ThumbnailGroup<T extends ThumbnailEntry> = {
  id: QualityGroup
  /** 'Main sizes', 'Original', 'Frames', 'Live stream' (QUALITY_GROUPS). */
  label: string
  /** Largest first; equal sizes keep catalogue order. */
  thumbnails: T[]
}

/**
 * The entries by group, in the order of QUALITY_GROUPS, largest first within a group (an
 * enlarged picture after the real one it is made from); a group with no entry is left out.
 * The `lead` entry (the one selected first, `bestQuality`) comes first of all: its group
 * leads, and it leads its group.
 * @example groupThumbnails(availableThumbnails(lookup)).map((g) => g.id) // ['main', 'original', 'frames']
 * @example groupThumbnails(short, 'oardefault')[0].thumbnails[0].quality // 'oardefault'
 */
export function groupThumbnails<T extends ThumbnailEntry>(
  thumbnails: readonly T[],
  lead: QualityId | null = null,
): ThumbnailGroup<T>[] {
  const leadGroup = thumbnails.find((entry) => entry.quality === lead)?.group
  const first = (a: ThumbnailEntry) => (a.quality === lead ? 1 : 0)
  const groups = QUALITY_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    // Array sort is stable: pictures of one size stay in catalogue order.
    thumbnails: thumbnails
      .filter((entry) => entry.group === group.id)
      .sort((a, b) => first(b) - first(a) || rank(b) - rank(a)),
  })).filter((group) => group.thumbnails.length > 0)
  return groups.sort((a, b) => Number(b.id === leadGroup) - Number(a.id === leadGroup))
}
