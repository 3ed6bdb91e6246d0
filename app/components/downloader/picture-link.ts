/**
 * The selected picture as Copy image, Copy link and Share see it, and the link Copy link
 * copies. In the page's first load (the link is written during the click); the rest of the
 * work is in share-thumbnail.ts, loaded at the first click.
 */
import type { Crop } from '#core/crops.ts'
import {
  downloadFileName,
  thumbnailDownloadPath,
  type NameStyle,
  type Overlay,
} from '#core/filename.ts'
import { getFormat, type FormatId } from '#core/formats.ts'
import type { QualityId } from '#core/qualities.ts'

/** The selected picture as the download bar has it. */
export type PictureChoice = {
  videoId: string
  quality: QualityId
  format: FormatId
  crop: Crop | undefined
  overlay?: Overlay | undefined
  fileName: NameStyle
}

/**
 * The link Copy link copies: the absolute address of our download of the selected picture,
 * the very file Download saves (format, crop, name). Pasted into a chat, a document or an
 * `<img>`, it shows the picture; opened in a browser tab, it saves the file under its name.
 * The image host's own address exists only for the pictures it has as they are (not for a
 * conversion, a crop or the enlarged Full HD), so it is not the one copied.
 * @example
 * pictureLink({ videoId: 'dQw4w9WgXcQ', quality: 'sd1', format: 'png', crop: 'letterbox', fileName: 'id' }, 'https://thumbgrab.example')
 * // 'https://thumbgrab.example/api/thumbnails/dQw4w9WgXcQ/sd1.png?crop=letterbox'
 */
export function pictureLink(
  { videoId, quality, format, crop, overlay, fileName }: PictureChoice,
  origin: string,
): string {
  const path = thumbnailDownloadPath(videoId, quality, format, { crop, overlay, fileName })
  return new URL(path, origin).href
}

/**
 * What Copy image and Share fetch: the PNG for the clipboard, and the file in the chosen
 * format with its default name and type (share-thumbnail.ts).
 */
export function pictureFiles({
  videoId,
  quality,
  format,
  crop,
  overlay,
  fileName,
}: PictureChoice): {
  png: string
  file: { path: string; fallbackName: string; type: string }
} {
  return {
    png: thumbnailDownloadPath(videoId, quality, 'png', { crop, overlay }),
    file: {
      path: thumbnailDownloadPath(videoId, quality, format, { crop, overlay, fileName }),
      fallbackName: downloadFileName(videoId, quality, format, { crop, overlay }),
      type: getFormat(format).mimeType,
    },
  }
}
