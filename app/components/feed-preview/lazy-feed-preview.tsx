import { lazy, Suspense, useSyncExternalStore } from 'react'
import stylesheet from '#app/app.css?url'
import { loadWholeStylesheet } from '#app/components/app-stylesheet.tsx'
import type { FeedPreviewProps } from './feed-preview.tsx'

/**
 * The preview's code is its own chunk, fetched when results first show (not on first load).
 * The page's inlined stylesheet holds only the classes of the code it loads at first
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

const subscribe = () => () => {}

/**
 * The feed preview once the page has hydrated: the server's HTML and the
 * hydrating render leave it out (it needs its chunk), then it renders in place.
 */
export function LazyFeedPreview(props: FeedPreviewProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <FeedPreview {...props} />
    </Suspense>
  )
}
