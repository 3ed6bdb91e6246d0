import { lazy, Suspense, useCallback, useState } from 'react'
import stylesheet from '#app/app.css?url'
import { loadWholeStylesheet } from '#app/components/app-stylesheet.tsx'
import type { FeedPreviewProps } from './feed-preview.tsx'

/**
 * The preview's code is its own chunk, fetched when its place under the results comes within a
 * screen of the viewport (not on first load, and not while a phone shows only the cards above
 * it). The page's inlined stylesheet holds only the classes of the code it loads at first
 * (app/lib/stylesheet.server.ts), so the whole stylesheet comes with the chunk, as for the
 * batch panel (app/components/batch/downloader-modes.tsx).
 */
const FeedPreview = lazy(async () => {
  const [module] = await Promise.all([
    import('./feed-preview.tsx'),
    loadWholeStylesheet(stylesheet),
  ])
  return { default: module.FeedPreview }
})

/** How far below the viewport the preview starts loading: one screen's height. */
const AHEAD = '0px 0px 100% 0px'

/**
 * The feed preview once its place is near the viewport: the server's HTML and the hydrating
 * render hold only its empty place (it needs its chunk), then it renders there. Once shown it
 * stays, following the selection. Without IntersectionObserver it renders at once.
 */
export function LazyFeedPreview(props: FeedPreviewProps) {
  const [near, setNear] = useState(false)
  // A ref callback with a cleanup (React 19): the observer lives while the place waits.
  const watch = useCallback((element: HTMLDivElement) => {
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={near ? undefined : watch} data-feed-preview-place>
      {near && (
        <Suspense fallback={null}>
          <FeedPreview {...props} />
        </Suspense>
      )}
    </div>
  )
}
