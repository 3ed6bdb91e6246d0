import { useCallback, type SyntheticEvent } from 'react'

/**
 * Pictures of this site's own routes (previews, downloads in a `srcset`) asked again when they
 * fail to load. The failure meant is a 503: the server refuses a conversion while its queue, or
 * this client's share of it, is full (server/http/admission/semaphore.ts), and a browser on
 * HTTP/2 asks for every card's preview at once, more than one client may hold; an `<img>`
 * never asks twice by itself. An image cannot read the answer's status or Retry-After, so any
 * failed load is asked again (PICTURE_RETRY, each wait twice the last: pictureRetryDelay), plus up to half of
 * each wait at random, so that the cards refused together do not come back together. Requests
 * retry less (retry.ts): they can read the answer, and a visitor waits on them; a card's picture
 * comes back in the background.
 * A picture that is really gone (a 404) costs PICTURE_RETRY.retries more requests to this site, which answers
 * them from its cache of the host's absences (server/thumbnails/sources.ts).
 */

export const PICTURE_RETRY = { retries: 3, baseDelayMs: 1000 } as const

/**
 * The wait before a picture's retry number `attempt + 1`, before its random spread.
 * @example [0, 1, 2].map(pictureRetryDelay) // [1000, 2000, 4000]
 */
export function pictureRetryDelay(attempt: number): number {
  return PICTURE_RETRY.baseDelayMs * 2 ** attempt
}

/** Per image element: the address it was last asked for, and the tries made for it. */
const tries = new WeakMap<HTMLImageElement, { src: string; count: number }>()

/**
 * Asks `img` again later, unless it has had its tries for its current address; says whether it
 * will. Setting `src` again makes the browser fetch it anew (a failed load is not in its list of
 * available images; HTML, "update the image data"), and choose from `srcset` again.
 */
export function retryPicture(img: HTMLImageElement, random = Math.random): boolean {
  const src = img.getAttribute('src') ?? ''
  const last = tries.get(img)
  const count = last && last.src === src ? last.count : 0
  if (!src || count >= PICTURE_RETRY.retries) return false
  tries.set(img, { src, count: count + 1 })
  const wait = pictureRetryDelay(count)
  setTimeout(
    () => {
      // Only if it still shows that address: a new selection has started its own load.
      if (img.isConnected && img.getAttribute('src') === src) img.setAttribute('src', src)
    },
    wait + random() * (wait / 2),
  )
  return true
}

/**
 * Whether `img` has finished loading and has no picture: it failed, perhaps before hydration.
 * A lazy image not yet asked for has no `currentSrc`, whatever its `complete` says.
 */
const failedAlready = (img: HTMLImageElement) =>
  img.complete &&
  img.naturalWidth === 0 &&
  img.currentSrc !== '' &&
  Boolean(img.getAttribute('src'))

/**
 * The props that make an `<img>` of ours retry: `onError` for failures from now on, and a `ref`
 * that catches one that happened before the page hydrated (its error event was missed).
 * `onGiveUp` runs when the tries are spent.
 * @example const retry = usePictureRetry(); <img src={url} {...retry} />
 */
export function usePictureRetry(onGiveUp?: () => void) {
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && failedAlready(img)) retryPicture(img)
  }, [])
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!retryPicture(event.currentTarget)) onGiveUp?.()
  }
  return { ref, onError }
}
