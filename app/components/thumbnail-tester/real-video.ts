/**
 * What the tester shows for a real video pasted beside the visitor's pictures: the picture the
 * mock-ups' 16:9 places take from its lookup (the largest landscape one, as the results page
 * would select it), or the sentence that says why there is none.
 */
import type { LookupOutcome } from '#app/components/downloader/downloader-state.ts'
import { isUpright } from '#app/components/feed-preview/feed-sizes.ts'
import { bestQuality, offeredThumbnails, type AvailableThumbnail } from '#core/lookup.ts'
import { LOOKUP_NOTICES } from '#core/lookup-notices.ts'
import type { InvalidReason } from '#core/youtube-url.ts'

export type RealVideo = {
  videoId: string
  thumbnail: AvailableThumbnail
  title: string | null
  channel: string | null
}

export type RealVideoResult = { ok: true; video: RealVideo } | { ok: false; message: string }

/**
 * Why a pasted link names no video, said for this page (it has no Many links tab). A channel
 * link is not refused here but read by `GET /api/lists/newest` (use-real-video.ts), which words
 * its own refusals; `channel` is for a lookup that refuses one.
 */
export function linkMessage(reason: InvalidReason): string {
  if (reason === 'empty')
    return 'Paste the link of a YouTube video or channel to show beside yours.'
  if (reason === 'playlist')
    return 'This is a playlist link: paste the link of one video, or of a channel.'
  if (reason === 'channel')
    return 'This channel link cannot be read here: paste its youtube.com/@name or youtube.com/channel/UC… link.'
  if (reason === 'ambiguous') return 'This holds more than one video link: paste only one.'
  return 'This is not a YouTube video or channel link. Paste a link such as https://www.youtube.com/watch?v=… or https://www.youtube.com/@name'
}

/**
 * @example realVideo(outcome).ok // true with the maxres picture of a video that has one
 */
export function realVideo(outcome: LookupOutcome): RealVideoResult {
  if (!outcome.ok) {
    if (outcome.failure === 'invalid_url')
      return { ok: false, message: linkMessage(outcome.reason ?? 'not_youtube') }
    const notice = LOOKUP_NOTICES[outcome.failure]
    return { ok: false, message: `${notice.title}. ${notice.description}` }
  }
  const { lookup } = outcome
  const landscape = offeredThumbnails(lookup).filter((entry) => !isUpright(entry))
  const quality = bestQuality(landscape)
  const thumbnail = landscape.find((entry) => entry.quality === quality)
  if (!thumbnail) {
    const notice = LOOKUP_NOTICES.no_thumbnails
    return { ok: false, message: `${notice.title}. ${notice.description}` }
  }
  return {
    ok: true,
    video: { videoId: lookup.videoId, thumbnail, title: lookup.title, channel: lookup.channel },
  }
}
