/**
 * The chosen picture as YouTube will show it, in the feed mock-ups (feed-mockups.tsx), with
 * the title and channel from the lookup and an example length badge. Loaded on demand
 * (lazy-feed-preview.tsx), so the home page's first load does not carry it.
 */
import { useT } from '#app/i18n/i18n.tsx'
import { FeedMockups } from './feed-mockups.tsx'
import { EXAMPLE_DURATION, isUpright } from './feed-sizes.ts'
import { thumbnailCandidate, type ThumbnailCandidateProps } from './thumbnail-candidate.ts'

export type FeedPreviewProps = ThumbnailCandidateProps

export function FeedPreview(props: FeedPreviewProps) {
  const t = useT()
  const upright = isUpright(props.thumbnail)
  return (
    <section
      aria-labelledby="feed-preview-title"
      className="mx-auto mt-12 w-full max-w-6xl text-start"
    >
      <h2 id="feed-preview-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t('feed.title')}
      </h2>
      {upright ? (
        <p className="mt-1 text-sm text-slate-600">{t('feed.upright')}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          {t('feed.wide', { duration: EXAMPLE_DURATION })}
        </p>
      )}
      <div className="mt-4">
        <FeedMockups candidates={[thumbnailCandidate(props)]} upright={upright} />
      </div>
    </section>
  )
}
