/**
 * What the tester shows for a real video pasted beside the visitor's pictures: the picture the
 * mock-ups' 16:9 places take from its lookup (the largest landscape one, as the results page
 * would select it), or why there is none (tester-failure.ts words it).
 */
import type { LookupOutcome } from '#app/components/downloader/downloader-state.ts'
import { isUpright } from '#app/components/feed-preview/feed-sizes.ts'
import { bestQuality, offeredThumbnails, type AvailableThumbnail } from '#core/lookup.ts'
import type { TesterFailure } from './tester-failure.ts'

export type RealVideo = {
  videoId: string
  thumbnail: AvailableThumbnail
  title: string | null
  channel: string | null
}

export type RealVideoResult = { ok: true; video: RealVideo } | { ok: false; failure: TesterFailure }

/**
 * @example realVideo(outcome).ok // true with the maxres picture of a video that has one
 */
export function realVideo(outcome: LookupOutcome): RealVideoResult {
  if (!outcome.ok) {
    if (outcome.failure === 'invalid_url')
      return { ok: false, failure: { kind: 'link', reason: outcome.reason ?? 'not_youtube' } }
    return { ok: false, failure: { kind: 'lookup', problem: outcome.failure } }
  }
  const { lookup } = outcome
  const landscape = offeredThumbnails(lookup).filter((entry) => !isUpright(entry))
  const quality = bestQuality(landscape)
  const thumbnail = landscape.find((entry) => entry.quality === quality)
  if (!thumbnail) return { ok: false, failure: { kind: 'lookup', problem: 'no_thumbnails' } }
  return {
    ok: true,
    video: { videoId: lookup.videoId, thumbnail, title: lookup.title, channel: lookup.channel },
  }
}
