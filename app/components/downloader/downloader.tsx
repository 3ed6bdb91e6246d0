import { Suspense, type ReactNode } from 'react'
import { watchLink } from '#core/video-id.ts'
import { LazyFeedPreview } from '#app/components/feed-preview/lazy-feed-preview.tsx'
import { OpenVideoContext } from '#app/components/recent/open-video.ts'
import { LinkForm } from './link-form.tsx'
import { LazyResults, loadResults, ResultsBoundary } from './lazy-results.tsx'
import { LookupNotice } from './lookup-notice.tsx'
import { ResultsSkeleton } from './results-skeleton.tsx'
import {
  cropsSelected,
  downloadCut,
  selectedThumbnail,
  type ServerLookup,
} from './downloader-state.ts'
import { useLinkDrop } from './link-drop.ts'
import { useDownloader } from './use-downloader.ts'

/**
 * The link form, a failed lookup's notice and, once a lookup succeeded, the
 * thumbnails to choose from, then how the selected one will look on YouTube
 * (app/components/feed-preview/). `children` render under the form until a
 * first lookup starts. A link dropped anywhere on the page is looked up (link-drop.ts).
 */
export function Downloader({ server, children }: { server: ServerLookup; children?: ReactNode }) {
  const { state, dispatch, lookup, cancel, retry, download, revealed, chooseFileName } =
    useDownloader(server)
  const chosen = selectedThumbnail(state)
  // A link dropped on the page, or a video opened from a list under the form (recent lookups),
  // is looked up as if typed.
  const lookUpLink = (link: string) => {
    dispatch({ type: 'input', value: link })
    void lookup(link)
  }
  useLinkDrop(lookUpLink)
  const openVideo = (videoId: string) => lookUpLink(watchLink(videoId))
  return (
    <OpenVideoContext value={openVideo}>
      <LinkForm
        value={state.input}
        loading={state.status === 'loading'}
        slow={state.slow}
        fieldError={state.fieldError}
        onChange={(value) => dispatch({ type: 'input', value })}
        onLookup={(value) => void lookup(value)}
        onCancel={cancel}
        // The results' chunk is an extra until a lookup needs it (use-downloader.ts).
        onEngage={() => void loadResults().catch(() => {})}
      />
      {state.notice && <LookupNotice failure={state.notice} input={state.input} onRetry={retry} />}
      {state.results ? (
        // Results rendered by the server (`/?v=ID`) hydrate after the link form and their chunk
        // (lazy-results.tsx), at a lower priority and yielding between slices; a tap on a card
        // hydrates it first (docs/decisions/027-scripts-only-where-needed.md).
        // Without the results' code (or should they fail to render), the page says there was a
        // problem instead of showing its error page; Try again loads the page afresh, code and all.
        <ResultsBoundary
          fallback={
            <LookupNotice
              failure="fetch_failed"
              input={state.input}
              onRetry={() => window.location.reload()}
            />
          }
        >
          <Suspense>
            <LazyResults
              reveal={revealed}
              results={state.results}
              selected={state.selected}
              format={state.format}
              crops={state.crops}
              shape={state.shape}
              overlay={state.overlay}
              cut={downloadCut(state)}
              fileName={state.fileName}
              downloading={state.downloading}
              onSelect={(quality) => dispatch({ type: 'select-quality', quality })}
              onFormat={(format) => dispatch({ type: 'select-format', format })}
              onCrop={(quality, crop) => dispatch({ type: 'set-crop', quality, crop })}
              onShape={(shape) => dispatch({ type: 'select-shape', shape })}
              onOverlay={(overlay) => dispatch({ type: 'set-overlay', overlay })}
              onFileName={chooseFileName}
              onDownload={() => void download()}
            />
          </Suspense>
        </ResultsBoundary>
      ) : state.status === 'loading' ? (
        <ResultsSkeleton />
      ) : (
        children
      )}
      {chosen && state.results && (
        <LazyFeedPreview
          thumbnail={chosen}
          cropped={cropsSelected(state)}
          title={state.results.title}
          channel={state.results.channel}
        />
      )}
    </OpenVideoContext>
  )
}
