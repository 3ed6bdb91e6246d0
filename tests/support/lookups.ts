/** @module Lookup responses (the six main qualities) for unit tests, shaped as the server builds them (server/thumbnails/probe.ts). */
import { thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import type { Lookup } from '#core/lookup.ts'
import { MAIN_QUALITIES, type QualityId } from '#core/qualities.ts'

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
      }
    }),
  }
}
