/**
 * The names a thumbnail goes by: the file name a download is saved under
 * (`youtube-thumbnail-<id>-<quality>.<ext>`), the same-origin API path that
 * serves it (README.md, API) and the path of its small preview.
 */
import { getFormat, type FormatId } from './formats.ts'
import type { QualityId } from './qualities.ts'
import { assertVideoId } from './video-id.ts'

/**
 * File name of a download; it also goes into Content-Disposition, hence the
 * id check. Throws a TypeError for an invalid id.
 *
 * @example
 * downloadFileName('dQw4w9WgXcQ', 'maxresdefault', 'png') // 'youtube-thumbnail-dQw4w9WgXcQ-maxresdefault.png'
 */
export function downloadFileName(videoId: string, quality: QualityId, format: FormatId): string {
  assertVideoId(videoId)
  return `youtube-thumbnail-${videoId}-${quality}.${getFormat(format).extension}`
}

/**
 * Path of our own endpoint that serves the image. Throws a TypeError for an invalid id.
 *
 * @example
 * thumbnailApiPath('dQw4w9WgXcQ', 'fullhd', 'webp') // '/api/thumbnails/dQw4w9WgXcQ/fullhd.webp'
 */
export function thumbnailApiPath(videoId: string, quality: QualityId, format: FormatId): string {
  assertVideoId(videoId)
  return `/api/thumbnails/${videoId}/${quality}.${format}`
}

/** Previews are at most this wide: sharp on a phone card at 2x, a few KB each. */
export const PREVIEW_WIDTH = 320

/**
 * Path of a small inline WebP of one quality (at most PREVIEW_WIDTH wide), for
 * showing the image on its card. Throws a TypeError for an invalid id.
 *
 * @example
 * thumbnailPreviewPath('dQw4w9WgXcQ', 'hqdefault') // '/api/thumbnails/dQw4w9WgXcQ/preview/hqdefault.webp'
 */
export function thumbnailPreviewPath(videoId: string, quality: QualityId): string {
  assertVideoId(videoId)
  return `/api/thumbnails/${videoId}/preview/${quality}.webp`
}
