/**
 * The chosen picture as YouTube will show it, in the feed mock-ups (feed-mockups.tsx), with
 * the title and channel from the lookup and an example length badge. Loaded on demand
 * (lazy-feed-preview.tsx), so the home page's first load does not carry it.
 */
import { FeedMockups } from './feed-mockups.tsx'
import { EXAMPLE_DURATION, isUpright } from './feed-sizes.ts'
import { thumbnailCandidate, type ThumbnailCandidateProps } from './thumbnail-candidate.ts'

export type FeedPreviewProps = ThumbnailCandidateProps

export function FeedPreview(props: FeedPreviewProps) {
  const upright = isUpright(props.thumbnail)
  return (
    <section
      aria-labelledby="feed-preview-title"
      className="mx-auto mt-12 w-full max-w-6xl text-left"
    >
      <h2 id="feed-preview-title" className="text-2xl font-extrabold tracking-tight text-ink">
        How it will look on YouTube
      </h2>
      {upright ? (
        <p className="mt-1 text-sm text-slate-600">
          The selected picture is taller than it is wide, like a Short’s cover, so it is shown here
          the way YouTube shows Shorts: as a tall card in the Shorts shelf, at its real size. On a
          narrow screen, a card shrinks to fit.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          The selected picture in the places YouTube shows it, each at its real size. On a narrow
          screen, a place shrinks to fit. The {EXAMPLE_DURATION} in the corner is only an example:
          YouTube shows the video’s real length there, so keep that corner clear.
        </p>
      )}
      <div className="mt-4">
        <FeedMockups candidates={[thumbnailCandidate(props)]} upright={upright} />
      </div>
    </section>
  )
}
