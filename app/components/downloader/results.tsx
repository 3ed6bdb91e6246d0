import { useEffect, useRef } from 'react'
import type { FormatId } from '#core/formats.ts'
import type { QualityId } from '#core/qualities.ts'
import { DownloadBar } from './download-bar.tsx'
import type { Results as ResultsData } from './downloader-state.ts'
import { ThumbnailCard } from './thumbnail-card.tsx'

/** Cards the browser loads at once; the rest load as they near the screen. */
const EAGER_CARDS = 3

/**
 * The thumbnails found, as one radio group, and the download controls for the
 * selected one. A GET form to `/` (v, quality, format), so it also works
 * without JavaScript.
 */
export function Results({
  reveal,
  results,
  selected,
  format,
  downloading,
  onSelect,
  onFormat,
  onDownload,
}: {
  /** Changes after each lookup in the browser: scroll the results into view if they are low. */
  reveal: number
  results: ResultsData
  selected: QualityId | null
  format: FormatId
  downloading: boolean
  onSelect: (quality: QualityId) => void
  onFormat: (format: FormatId) => void
  onDownload: () => void
}) {
  const chosen = results.thumbnails.find((t) => t.quality === selected)
  const count = results.thumbnails.length
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    if (reveal === 0) return
    // Focus lands on the results: the selected card (announced with its group), else the heading.
    const target = section.current?.querySelector<HTMLElement>('input[name=quality]:checked')
    ;(target ?? document.getElementById('results-title'))?.focus({ preventScroll: true })
    revealIfLow(section.current)
  }, [reveal])
  return (
    <section
      ref={section}
      aria-labelledby="results-title"
      className="mx-auto mt-12 w-full max-w-6xl text-left"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="results-title" tabIndex={-1} className="text-2xl font-extrabold tracking-tight">
          Choose your thumbnail
        </h2>
        <p className="text-sm text-slate-600">
          {count} {count === 1 ? 'size' : 'sizes'} for video{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">
            {results.videoId}
          </code>
        </p>
      </div>
      <form
        method="get"
        action="/"
        onSubmit={(event) => {
          event.preventDefault()
          onDownload()
        }}
      >
        <input type="hidden" name="v" value={results.videoId} />
        <div
          role="radiogroup"
          aria-labelledby="results-title"
          className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
        >
          {results.thumbnails.map((thumbnail, index) => (
            <ThumbnailCard
              key={thumbnail.quality}
              thumbnail={thumbnail}
              checked={thumbnail.quality === selected}
              eager={index < EAGER_CARDS}
              onSelect={() => onSelect(thumbnail.quality)}
            />
          ))}
        </div>
        {results.missing.length > 0 && (
          <p className="mt-4 text-sm text-slate-600">
            Not available for this video: {results.missing.join(', ')}.
          </p>
        )}
        {chosen && (
          <DownloadBar
            thumbnail={chosen}
            format={format}
            downloading={downloading}
            onFormat={onFormat}
          />
        )}
      </form>
    </section>
  )
}

/** Scrolls `element` to the top of the screen unless its top is already in the upper part. */
function revealIfLow(element: HTMLElement | null) {
  if (!element || element.getBoundingClientRect().top < window.innerHeight * 0.6) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
}
