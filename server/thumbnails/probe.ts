/**
 * Which qualities a video has. Every quality with a file of its own on the
 * host is asked for at once (in parallel, not one after another), and the
 * answer lists all qualities in catalogue order, with the real size and the
 * URLs of each one found (core/lookup.ts).
 */
import { thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import type { Lookup, ThumbnailEntry } from '#core/lookup.ts'
import { QUALITIES, type Quality, type QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { BEST_JPEG, hostFailure, type HostFailure, type Source, type Sources } from './sources.ts'

export type ProbeFailure = { code: 'no_thumbnails' } | HostFailure

/** An upscaled quality is not asked for: it is offered when the best JPEG is (entryFor). */
const PROBED = QUALITIES.filter((quality) => !quality.upscaleTo)

/** Host requests one lookup sends (retries aside): what it reserves of the host budget. */
export const PROBE_REQUESTS = PROBED.length

/** The lookup, and whether some qualities could not be asked for (it may then lack some). */
export type Probed = { lookup: Lookup; partial: boolean }

/**
 * @example
 * const probed = await probe(sources, 'dQw4w9WgXcQ')
 * if (probed.ok) probed.value.lookup.thumbnails.length // 6
 */
export async function probe(
  sources: Sources,
  videoId: string,
): Promise<Result<Probed, ProbeFailure>> {
  const direct = PROBED
  const settled = await Promise.allSettled(direct.map((quality) => sources.own(videoId, quality)))
  const found = new Map<QualityId, Source>()
  const failures: unknown[] = []
  settled.forEach((outcome, i) => {
    const quality = direct[i] as Quality
    if (outcome.status === 'rejected') failures.push(outcome.reason)
    else if (outcome.value.found) found.set(quality.id, outcome.value)
  })
  if (found.size === 0) {
    if (failures.length > 0) return { ok: false, ...hostFailure(failures) }
    return { ok: false, code: 'no_thumbnails' }
  }
  const thumbnails = QUALITIES.map((quality) => entryFor(videoId, quality, found))
  return { ok: true, value: { lookup: { videoId, thumbnails }, partial: failures.length > 0 } }
}

function entryFor(
  videoId: string,
  quality: Quality,
  found: Map<QualityId, Source>,
): ThumbnailEntry {
  const source = found.get(quality.upscaleTo ? BEST_JPEG : quality.id)
  const size = quality.upscaleTo ?? source
  return {
    quality: quality.id,
    name: quality.name,
    resolution: quality.resolution,
    width: source && size ? size.width : null,
    height: source && size ? size.height : null,
    available: Boolean(source),
    upscaled: Boolean(quality.upscaleTo),
    downloadUrl: source ? thumbnailApiPath(videoId, quality.id, 'jpg') : null,
    previewUrl: source ? thumbnailPreviewPath(videoId, quality.id) : null,
  }
}
