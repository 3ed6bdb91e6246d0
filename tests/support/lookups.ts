/** @module Lookup responses (the six main qualities, and extra pictures) for unit tests, shaped as the server builds them (server/thumbnails/probe.ts). */
import { thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import type { Lookup } from '#core/lookup.ts'
import { getQuality, MAIN_QUALITIES, pictureName, type QualityId } from '#core/qualities.ts'

/** The video id the fixtures use unless told otherwise. */
export const VIDEO_ID = 'dQw4w9WgXcQ'

/**
 * The lookup of a video that has exactly the `available` qualities.
 * @example lookupWith(['default', 'hqdefault']).thumbnails.filter((t) => t.available).length // 2
 */
export function lookupWith(available: readonly QualityId[], videoId = VIDEO_ID): Lookup {
  return {
    videoId,
    title: null,
    channel: null,
    thumbnails: MAIN_QUALITIES.map((q) => {
      const has = available.includes(q.id)
      return {
        quality: q.id,
        name: q.name,
        group: q.group,
        resolution: q.resolution,
        width: has ? q.width : null,
        height: has ? q.height : null,
        available: has,
        upscaled: Boolean(q.upscaleTo),
        downloadUrl: has ? thumbnailApiPath(videoId, q.id, 'jpg') : null,
        previewUrl: has ? thumbnailPreviewPath(videoId, q.id) : null,
        letterboxed: false,
        croppedHeight: null,
        pillarboxed: false,
        croppedWidth: null,
      }
    }),
  }
}

/** An extra picture as the server lists it; the size defaults to the name's nominal one. */
export type ExtraPicture = {
  quality: QualityId
  width?: number
  height?: number
  letterboxed?: boolean
  /** Its height without the bars, when letterboxed; defaults to the 16:9 part of its width. */
  croppedHeight?: number
}

/**
 * The lookup with extra pictures after the main six, in the order given (the server keeps
 * catalogue order), and optionally a title and channel.
 * @example withExtras(lookupWith(['default']), [{ quality: 'oardefault', width: 1080, height: 1920 }])
 */
export function withExtras(
  lookup: Lookup,
  extras: readonly ExtraPicture[],
  about: { title?: string | null; channel?: string | null } = {},
): Lookup {
  const { videoId } = lookup
  return {
    ...lookup,
    title: about.title ?? lookup.title,
    channel: about.channel ?? lookup.channel,
    thumbnails: [
      ...lookup.thumbnails,
      ...extras.map((extra) => {
        const q = getQuality(extra.quality)
        const width = extra.width ?? q.width
        const height = extra.height ?? q.height
        return {
          quality: q.id,
          name: pictureName(q, { width, height }),
          group: q.group,
          resolution: `${width}x${height}`,
          width,
          height,
          available: true,
          upscaled: false,
          downloadUrl: thumbnailApiPath(videoId, q.id, 'jpg'),
          previewUrl: thumbnailPreviewPath(videoId, q.id),
          letterboxed: extra.letterboxed ?? false,
          croppedHeight: extra.letterboxed
            ? (extra.croppedHeight ?? Math.round((width * 9) / 16))
            : null,
          pillarboxed: false,
          croppedWidth: null,
        }
      }),
    ],
  }
}
