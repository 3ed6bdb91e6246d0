import { useCallback, useState, type ComponentType } from 'react'
import stylesheet from '#app/app.css?url'
import { loadWholeStylesheet } from '#app/components/app-stylesheet.tsx'
import type { FeedPreviewProps } from './feed-preview.tsx'

/**
 * The preview's code is its own chunk, fetched when its place under the results comes within a
 * screen of the viewport (not on first load, and not while a phone of Lighthouse's 412 × 823
 * shows only the cards above it). The page's inlined stylesheet holds only the classes of the
 * code it loads at first (app/lib/stylesheet.server.ts), so the whole stylesheet comes with the
 * chunk, as for the batch panel (app/components/downloader/downloader-modes.tsx).
 *
 * No React.lazy: a component that suspends is shown no sooner than 300 ms after its fallback
 * (React's throttle for revealing Suspense content), which a fast scroll on a phone outran, with
 * the sections below seen moving down when the preview came. Here the chunk is awaited first and
 * the preview renders in the same commit as the state that names it.
 */
let loaded: ComponentType<FeedPreviewProps> | undefined
let loading: Promise<ComponentType<FeedPreviewProps>> | undefined

/**
 * The preview's component once its chunk and the whole stylesheet are here; after a failure the
 * next call tries again.
 */
function loadPreview(): Promise<ComponentType<FeedPreviewProps>> {
  loading ??= Promise.all([import('./feed-preview.tsx'), loadWholeStylesheet(stylesheet)]).then(
    ([module]) => (loaded = module.FeedPreview),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The preview's place, which the download bar's link moves focus to. */
export const FEED_PREVIEW_ID = 'feed-preview'

/** How far below the viewport the preview starts loading: one screen's height. */
const AHEAD = '0px 0px 100% 0px'

/**
 * The feed preview once its place is near the viewport: the server's HTML and the hydrating
 * render hold only its empty place (it needs its chunk), then it renders there, following the
 * selection. Once the chunk is here, a later lookup shows it at once. Without
 * IntersectionObserver it loads at once.
 */
export function LazyFeedPreview(props: FeedPreviewProps) {
  // A function in state is called as an updater: the component is kept wrapped.
  const [preview, setPreview] = useState(() => ({ Preview: loaded }))
  // A ref callback with a cleanup (React 19): the observer lives while the place waits.
  const watch = useCallback((element: HTMLDivElement) => {
    const show = () => {
      // The preview is an extra: without its chunk (offline, say) the place stays empty.
      void loadPreview().then(
        (Preview) => setPreview({ Preview }),
        () => {},
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      show()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        show()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const { Preview } = preview
  return (
    // Focusable by script only (tabIndex -1): the download bar's link lands here.
    <div
      ref={Preview ? undefined : watch}
      id={FEED_PREVIEW_ID}
      tabIndex={-1}
      className="outline-none"
      data-feed-preview-place
    >
      {Preview && <Preview {...props} />}
    </div>
  )
}
