/**
 * The names a thumbnail goes by: the file name a download is saved under
 * (SPEC §7) and the same-origin API path that serves it (DESIGN.md "The API").
 */
import type { FormatId } from './formats.ts'
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
  return `youtube-thumbnail-${videoId}-${quality}.${format}`
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
