/**
 * Saving one thumbnail in one format. A HEAD request first has the server
 * prepare the file (convert and cache it) and tells us whether that worked,
 * so a failure becomes a toast instead of a broken download. Then the browser
 * navigates to the same-origin attachment URL, which saves the file under its
 * real name on every browser, iOS Safari included, without holding it in memory.
 */
import { downloadFileName, thumbnailDownloadPath, type DownloadChoice } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import type { QualityId } from '#core/qualities.ts'
import { api, type ApiClient } from '#app/lib/api-client.ts'

/** `conversion_failed`: the server could not convert this image; `failed`: anything else. */
export type SaveOutcome = 'started' | 'conversion_failed' | 'failed'

export type SaveDeps = {
  client?: ApiClient
  /** Starts the browser's download of `url`, saved as `fileName` ('' for the server's name). */
  startDownload?: (url: string, fileName: string) => void
}

export async function saveThumbnail(
  videoId: string,
  quality: QualityId,
  format: FormatId,
  choice: DownloadChoice = {},
  { client = api, startDownload = clickDownloadLink }: SaveDeps = {},
): Promise<SaveOutcome> {
  const url = thumbnailDownloadPath(videoId, quality, format, choice)
  const prepared = await client.raw(url, { method: 'HEAD', retry: true })
  if (!prepared.ok)
    return prepared.error.code === 'conversion_failed' ? 'conversion_failed' : 'failed'
  // A title-named file takes the name the server gives it (Content-Disposition, with the
  // `filename*` of RFC 6266 for a non-ASCII title): an empty `download` defers to it.
  const fileName =
    choice.fileName === 'title' ? '' : downloadFileName(videoId, quality, format, choice)
  startDownload(url, fileName)
  return 'started'
}

/** A same-origin link with `download`: the page stays, the file is saved. */
export function clickDownloadLink(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
