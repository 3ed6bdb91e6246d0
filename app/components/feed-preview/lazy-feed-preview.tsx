import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { FeedPreviewProps } from './feed-preview.tsx'

/** The preview's code is its own chunk, fetched when results first show (not on first load). */
const FeedPreview = lazy(() =>
  import('./feed-preview.tsx').then((module) => ({ default: module.FeedPreview })),
)

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
