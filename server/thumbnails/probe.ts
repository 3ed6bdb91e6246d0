/**
 * Which pictures a video has. Every name of the catalogue with a file of its
 * own on the host (core/qualities.ts: the main ladder and the extra names) is
 * asked for at once, in parallel over the keep-alive pool, so a cold lookup
 * costs about one host round trip however many names there are. The answer
 * lists the six main qualities first, in catalogue order, available or not,
 * then each extra picture the video really has (sources.ts decides what is
 * real), once: an extra whose bytes equal a picture already listed is left out.
 */
import { thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import type { ThumbnailEntry } from '#core/lookup.ts'
import {
  EXTRA_QUALITIES,
  MAIN_QUALITIES,
  QUALITIES,
  pictureName,
  type Quality,
  type QualityId,
} from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { artworkShare } from './crop.ts'
import { BEST_JPEG, hostFailure, type HostFailure, type Source, type Sources } from './sources.ts'

export type ProbeFailure = { code: 'no_thumbnails' } | HostFailure

/** The entries, and whether some names could not be asked for (it may then lack some). */
export type Probed = { thumbnails: ThumbnailEntry[]; partial: boolean }

/** The names asked for: all but the upscaled one, which follows the best JPEG (entryFor). */
export const PROBED_QUALITIES: readonly Quality[] = QUALITIES.filter((q) => !q.upscaleTo)

/**
 * The most host requests one lookup makes: one per probed name, never more (retries aside).
 * It is what a lookup reserves of the host budget (host-budget.ts).
 */
export const PROBES_PER_LOOKUP = PROBED_QUALITIES.length

/**
 * @example
 * const probed = await probe(sources, 'dQw4w9WgXcQ')
 * if (probed.ok) probed.value.thumbnails.slice(0, 6).map((t) => t.quality) // the main six
 */
export async function probe(
  sources: Sources,
  videoId: string,
): Promise<Result<Probed, ProbeFailure>> {
  const settled = await Promise.allSettled(
    PROBED_QUALITIES.map((quality) => sources.own(videoId, quality)),
  )
  const found = new Map<QualityId, Source>()
  const failures: unknown[] = []
  settled.forEach((outcome, i) => {
    const quality = PROBED_QUALITIES[i] as Quality
    if (outcome.status === 'rejected') failures.push(outcome.reason)
    else if (outcome.value.found) found.set(quality.id, outcome.value)
  })
  if (found.size === 0) {
    if (failures.length > 0) return { ok: false, ...hostFailure(failures) }
    return { ok: false, code: 'no_thumbnails' }
  }
  // Side bars are the video's: found once, in its medium picture, and scaled to each picture.
  const medium = found.get('mqdefault')
  const artwork = medium ? await artworkShare(medium.bytes) : null
  const thumbnails = MAIN_QUALITIES.map((quality) => entryFor(videoId, quality, found, artwork))
  // Identical bytes are one picture, listed under the first name that has them.
  const seen = new Set(thumbnails.flatMap((entry) => found.get(entry.quality)?.hash ?? []))
  for (const quality of EXTRA_QUALITIES) {
    const source = found.get(quality.id)
    if (!source || seen.has(source.hash)) continue
    seen.add(source.hash)
    thumbnails.push(entryFor(videoId, quality, found, artwork))
  }
  return { ok: true, value: { thumbnails, partial: failures.length > 0 } }
}

function entryFor(
  videoId: string,
  quality: Quality,
  found: Map<QualityId, Source>,
  artwork: number | null,
): ThumbnailEntry {
  const source = found.get(quality.upscaleTo ? BEST_JPEG : quality.id)
  const size = quality.upscaleTo ?? source
  const croppedHeight = source && !quality.upscaleTo ? source.croppedHeight : null
  // Side bars frame a 16:9 picture, or the 16:9 band of a letterboxed one (to a row: a small
  // file's band is rounded), not another shape.
  const visible = size && (croppedHeight ?? size.height)
  const wide =
    size !== undefined && visible !== undefined && Math.abs(size.width * 9 - visible * 16) <= 16
  const croppedWidth =
    source && size && wide && artwork !== null
      ? artworkWidth(size.width, visible ?? size.height, artwork)
      : null
  return {
    quality: quality.id,
    // A Short's upright cover is named so; every other name is the catalogue's.
    name: pictureName(quality, source && size ? size : undefined),
    group: quality.group,
    // The real size for a picture of varying shape (original shape), else the nominal one.
    resolution: source && size ? `${size.width}x${size.height}` : quality.resolution,
    width: source && size ? size.width : null,
    height: source && size ? size.height : null,
    available: Boolean(source),
    upscaled: Boolean(quality.upscaleTo),
    downloadUrl: source ? thumbnailApiPath(videoId, quality.id, 'jpg') : null,
    previewUrl: source ? thumbnailPreviewPath(videoId, quality.id) : null,
    // Measured in the pixels (inspect.ts); an upscaled picture is made from the 16:9 maxres.
    letterboxed: Boolean(source && !quality.upscaleTo && source.letterboxed),
    croppedHeight,
    pillarboxed: croppedWidth !== null,
    croppedWidth,
  }
}

/** The artwork's width in a picture `width` wide: its share of it, or its height if about square. */
function artworkWidth(width: number, height: number, share: number): number {
  const scaled = Math.round(width * share)
  return Math.abs(scaled - height) <= Math.max(2, width * 0.01) ? height : scaled
}
