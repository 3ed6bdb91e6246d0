import { useEffect, useRef } from 'react'
import type { NameStyle } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import { groupThumbnails } from '#core/lookup.ts'
import type { QualityId } from '#core/qualities.ts'
import { gridClasses, gridLayout } from './card-grid.ts'
import { DownloadBar } from './download-bar.tsx'
import type { Results as ResultsData } from './downloader-state.ts'
import { FileNamePicker } from './file-name-picker.tsx'
import { ThumbnailCard } from './thumbnail-card.tsx'

/** Cards the browser loads at once; the rest load as they near the screen. */
const EAGER_CARDS = 3

/**
 * The video's title and channel, then the pictures found as one radio group
 * in titled groups (main sizes, original shape, frames), largest first, and
 * the download controls for the selected one. A GET form to `/` (v, quality,
 * format, crop, name), so it also works without JavaScript.
 */
export function Results({
  reveal,
  results,
  selected,
  format,
  crops,
  fileName,
  downloading,
  onSelect,
  onFormat,
  onCrop,
  onFileName,
  onDownload,
}: {
  /** Changes after each lookup in the browser: scroll the results into view if they are low. */
  reveal: number
  results: ResultsData
  selected: QualityId | null
  format: FormatId
  /** The pictures to download without their black bars. */
  crops: readonly QualityId[]
  fileName: NameStyle
  downloading: boolean
  onSelect: (quality: QualityId) => void
  onFormat: (format: FormatId) => void
  onCrop: (quality: QualityId, crop: boolean) => void
  onFileName: (fileName: NameStyle) => void
  onDownload: () => void
}) {
  const chosen = results.thumbnails.find((t) => t.quality === selected)
  const cropped = Boolean(chosen?.letterboxed && crops.includes(chosen.quality))
  const count = results.thumbnails.length
  const groups = groupThumbnails(results.thumbnails)
  const titled = groups.length > 1
  let shown = 0
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
          {count} {count === 1 ? 'picture' : 'pictures'} for video{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">
            {results.videoId}
          </code>
        </p>
      </div>
      {results.title !== null && (
        <div className="mt-3 min-w-0">
          {/* Untrusted text from the host: React escapes it; two lines at most on screen. */}
          <p className="line-clamp-2 text-lg font-semibold [overflow-wrap:anywhere] text-ink">
            {results.title}
          </p>
          {results.channel !== null && (
            <p className="truncate text-sm text-slate-600">{results.channel}</p>
          )}
        </div>
      )}
      <form
        method="get"
        action="/"
        onSubmit={(event) => {
          event.preventDefault()
          onDownload()
        }}
      >
        <input type="hidden" name="v" value={results.videoId} />
        <div role="radiogroup" aria-labelledby="results-title" className="mt-5 space-y-6">
          {groups.map((group) => {
            // Columns from the count, so no card sits alone on the last row (card-grid.ts).
            const grid = gridClasses(gridLayout(group.id, group.thumbnails.length))
            return (
              <div
                key={group.id}
                role="group"
                aria-labelledby={titled ? `results-group-${group.id}` : undefined}
              >
                {titled && (
                  <h3
                    id={`results-group-${group.id}`}
                    className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase"
                  >
                    {group.label}
                  </h3>
                )}
                <div className={`grid gap-3 sm:gap-4 ${grid.grid}`}>
                  {group.thumbnails.map((thumbnail, index) => (
                    <ThumbnailCard
                      key={thumbnail.quality}
                      className={index === 0 ? grid.first : ''}
                      thumbnail={thumbnail}
                      checked={thumbnail.quality === selected}
                      eager={shown++ < EAGER_CARDS}
                      crop={crops.includes(thumbnail.quality)}
                      onSelect={() => onSelect(thumbnail.quality)}
                      onCrop={(crop) => onCrop(thumbnail.quality, crop)}
                    />
                  ))}
                </div>
              </div>
            )
          })}
        </div>
        {results.missing.length > 0 && (
          <p className="mt-4 text-sm text-slate-600">
            Not available for this video: {results.missing.join(', ')}.
          </p>
        )}
        {chosen && results.title !== null && (
          <FileNamePicker
            videoId={results.videoId}
            title={results.title}
            thumbnail={chosen}
            format={format}
            cropped={cropped}
            value={fileName}
            onChange={onFileName}
          />
        )}
        {chosen && (
          <DownloadBar
            videoId={results.videoId}
            title={results.title}
            thumbnail={chosen}
            format={format}
            cropped={cropped}
            fileName={results.title ? fileName : 'id'}
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
