/**
 * The work behind Copy image and Share (share-actions.tsx), in a chunk of its own that
 * loads at the first click on one of them; the API client it asks (app/lib/api-client.ts)
 * is already on the page, so the first load stays as it was. Every picture comes from our
 * own download route (`/api/thumbnails/<id>/<quality>.<format>`, same origin:
 * picture-link.ts), never from the image host: the same file the Download button saves,
 * converted and cropped as chosen.
 */
import { api, type ApiClient } from '#app/lib/api-client.ts'

/** The picture could not be fetched (the server's status, or 0 when the network failed). */
export class PictureError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`picture not fetched: ${status}`)
    this.name = 'PictureError'
    this.status = status
  }
}

/** Fetches one file of the picture, retried as any request of the app that is safe to repeat. */
async function fetchPicture(path: string, client: ApiClient): Promise<Response> {
  const result = await client.raw(path, { retry: true })
  if (!result.ok) throw new PictureError(result.error.status)
  return result.data
}

/**
 * The picture as a PNG, for the clipboard (browsers take images there as `image/png` only).
 * The blob is typed `image/png` whatever the answer said, since ClipboardItem checks it.
 * @example await pngBlob('/api/thumbnails/dQw4w9WgXcQ/hqdefault.png') // Blob { type: 'image/png' }
 */
export async function pngBlob(path: string, client: ApiClient = api): Promise<Blob> {
  const response = await fetchPicture(path, client)
  return new Blob([await response.arrayBuffer()], { type: 'image/png' })
}

/**
 * The picture as a file of type `type`, named as the download is: the server's name from
 * Content-Disposition (`filename*` first, RFC 6266), else `fallbackName`.
 */
export async function pictureFile(
  { path, fallbackName, type }: { path: string; fallbackName: string; type: string },
  client: ApiClient = api,
): Promise<File> {
  const response = await fetchPicture(path, client)
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName)
  return new File([await response.arrayBuffer()], name, { type })
}

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*`, else `filename`,
 * else `fallback`.
 * @example fileNameOf(`attachment; filename="e.jpg"; filename*=UTF-8''%C3%A9.jpg`, 'x.jpg') // 'é.jpg'
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended)
    } catch {
      // A malformed escape: the ASCII name below still serves.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback
}

/**
 * Puts `text` on the clipboard where the async Clipboard API could not (a page served over
 * plain HTTP has no `navigator.clipboard`): a selected, off-screen text area and the older
 * copy command. False when that did not work either.
 */
export function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  // Set through CSSOM, which the Content-Security-Policy allows (no inline style attribute).
  area.style.position = 'fixed'
  area.style.left = '-9999px'
  const focused = document.activeElement
  document.body.append(area)
  area.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  // Focus goes back to the button that asked, with its ring.
  if (focused instanceof HTMLElement) focused.focus()
  return copied
}
