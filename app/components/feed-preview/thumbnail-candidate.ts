/**
 * A looked-up video's picture as a candidate of the feed mock-ups (feed-mockups.tsx): for the
 * results' preview (feed-preview.tsx) and for a real video beside the thumbnail tester's
 * pictures (app/components/thumbnail-tester/).
 */
import { needsConversion } from '#core/qualities.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import type { FeedCandidate, PictureSource } from './feed-mockups.tsx'
import { EXAMPLE_DURATION } from './feed-sizes.ts'

export type ThumbnailCandidateProps = {
  thumbnail: AvailableThumbnail
  /** The picture is downloaded without its black bars: preview it that way. */
  cropped: boolean
  title: string | null
  channel: string | null
}

/** Where the picture comes from: always this site's endpoints, never the image host. */
export function pictureSource(
  thumbnail: AvailableThumbnail,
  cropped: boolean,
  width: number,
): PictureSource {
  const preview = cropped ? `${thumbnail.previewUrl}?crop=letterbox` : thumbnail.previewUrl
  // The small preview is at most 320 wide; a larger or denser place may take the JPG itself,
  // when serving it costs no conversion (an upscaled or cropped picture stays on the preview).
  const previewWidth = Math.min(thumbnail.width, 320)
  const original = !cropped && !needsConversion(thumbnail.quality, 'jpg') && thumbnail.width > 320
  return {
    src: preview,
    srcSet: original
      ? `${preview} ${previewWidth}w, ${thumbnail.downloadUrl} ${thumbnail.width}w`
      : undefined,
    sizes: original ? `${width}px` : undefined,
  }
}

/**
 * The candidate; its length is not known (the host's oEmbed answer has none), so its badge
 * shows EXAMPLE_DURATION.
 */
export function thumbnailCandidate(
  props: ThumbnailCandidateProps & { id?: string; label?: string },
): FeedCandidate {
  return {
    id: props.id ?? props.thumbnail.quality,
    label: props.label,
    source: (width) => pictureSource(props.thumbnail, props.cropped, width),
    retry: true,
    title: props.title,
    channel: props.channel,
    duration: EXAMPLE_DURATION,
  }
}
