/**
 * @module Which qualities a video has. By default every video has them all; tests say
 * otherwise with `host.setVideo(id, { missing })`, and a few special ids work without any
 * set-up (handy from another process, e.g. `npm run demo`).
 */
import { QUALITY_IDS } from './catalogue.ts'
import type { QualityId } from './catalogue.ts'

/** What `setVideo` accepts: the qualities that answer 404, or `'all'`. */
export type VideoSpec = { missing: readonly QualityId[] | 'all' }

/**
 * Ids that behave specially with no set-up, checked in order (exact id, then prefix).
 * Real videos uploaded before HD have no maxres (and so no WebP maxres); very old ones
 * have no sd either; a deleted video has nothing.
 */
export const SPECIAL_VIDEOS: readonly { match: string; prefix: boolean; spec: VideoSpec }[] = [
  { match: 'missing-all', prefix: false, spec: { missing: 'all' } },
  // The deleted videos of a playlist (feeds.ts, `PLmissing…`).
  { match: 'gone', prefix: true, spec: { missing: 'all' } },
  { match: 'nomaxres', prefix: true, spec: { missing: ['maxresdefault', 'fullhd'] } },
  { match: 'nosd', prefix: true, spec: { missing: ['sddefault', 'maxresdefault', 'fullhd'] } },
  // Full HD comes from the noise JPEG (NOISE_PREFIX), the costliest source.
  { match: 'noise', prefix: true, spec: { missing: ['fullhd'] } },
]

/**
 * Ids starting with this are served photo-like pictures (`images.ts`): converted, they make
 * files the size of a real thumbnail's, where the default drawings make small ones.
 */
export const PHOTO_PREFIX = 'photo'

/**
 * Ids starting with this have, as maxresdefault.jpg, the costliest picture listed under that
 * name: a 1280×720 noise JPEG (tests/fixtures/forged-images.ts), and no WebP, so that Full HD
 * is made from it too. The load test of the worst conversion (H7) uses them.
 */
export const NOISE_PREFIX = 'noise'

/** Per-id availability: explicit settings first, then the special ids, then "all exist". */
export class VideoTable {
  #videos = new Map<string, ReadonlySet<QualityId>>()

  set(id: string, spec: VideoSpec): void {
    this.#videos.set(id, toSet(spec))
  }

  missing(id: string): ReadonlySet<QualityId> {
    const set = this.#videos.get(id)
    if (set) return set
    const special = SPECIAL_VIDEOS.find((v) => (v.prefix ? id.startsWith(v.match) : id === v.match))
    return special ? toSet(special.spec) : new Set()
  }

  clear(): void {
    this.#videos.clear()
  }
}

function toSet(spec: VideoSpec): ReadonlySet<QualityId> {
  if (spec.missing === 'all') return new Set(QUALITY_IDS)
  for (const quality of spec.missing) {
    if (!QUALITY_IDS.includes(quality)) throw new Error(`Unknown quality: ${quality}`)
  }
  return new Set(spec.missing)
}
