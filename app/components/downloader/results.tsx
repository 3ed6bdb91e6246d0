import { useEffect, useRef } from 'react'
import type { ShapeCrop } from '#core/crops.ts'
import type { NameStyle } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import { bestQuality, groupThumbnails } from '#core/lookup.ts'
import type { QualityId } from '#core/qualities.ts'
import { DownloadBar } from './download-bar.tsx'
import type { downloadCut, Results as ResultsData } from './downloader-state.ts'
import { FileNamePicker, offersTitledName } from './file-name-picker.tsx'
import { FramesDisclosure } from './frames-disclosure.tsx'
import { qualityLabel } from './quality-words.ts'
import { RESULTS_TITLE_ID } from './lazy-results.tsx'
import { ShapePicker } from './shape-picker.tsx'
import { SnippetsPanel } from './snippets-panel.tsx'
import { outputSize } from '#core/crops.ts'
import { ThumbnailGrid, type CardChoice } from './thumbnail-grid.tsx'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'

/** Cards the browser loads at once; the rest load as they near the screen. */
const EAGER_CARDS = 3

/** The file-name choice, which the download bar links to. */
const FILE_NAME_ID = 'file-name'
/** The shape choice, likewise. */
const SHAPE_ID = 'shape'

/**
 * The video's title and channel, then the pictures found as one radio group in titled
 * groups, the one selected first leading (core/lookup.ts, groupThumbnails), the frames
 * behind a button (frames-disclosure.tsx), and the download controls for the selected one: the
 * bar, the shape and the file name. A GET form to `/` (v, quality, format, crop, shape,
 * overlay, name), so it also works without JavaScript.
 */
export function Results({
  reveal,
  results,
  selected,
  format,
  crops,
  shape,
  overlay,
  cut,
  fileName,
  downloading,
  onSelect,
  onFormat,
  onCrop,
  onShape,
  onOverlay,
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
  shape: ShapeCrop | null
  overlay: boolean
  /** How the selected picture is downloaded: downloader-state.ts, downloadCut. */
  cut: ReturnType<typeof downloadCut>
  fileName: NameStyle
  downloading: boolean
  onSelect: (quality: QualityId) => void
  onFormat: (format: FormatId) => void
  onCrop: (quality: QualityId, crop: boolean) => void
  onShape: (shape: ShapeCrop | null) => void
  onOverlay: (overlay: boolean) => void
  onFileName: (fileName: NameStyle) => void
  onDownload: () => void
}) {
  const t = useT()
  const localize = useLocalize()
  const chosen = results.thumbnails.find((t) => t.quality === selected)
  const count = results.thumbnails.length
  // The picture selected first leads, whatever is selected since (no card moves under a click).
  const groups = groupThumbnails(results.thumbnails, bestQuality(results.thumbnails))
  const cardGroups = groups.filter((group) => group.id !== 'frames')
  const frames = groups.find((group) => group.id === 'frames')?.thumbnails ?? []
  const titled = groups.length > 1
  const choice: CardChoice = { selected, crops, onSelect, onCrop }
  const namesOffered = chosen !== undefined && offersTitledName(results.title)
  // The first cards of the page load at once: how many of them fall in each group.
  const before = cardGroups.map((_, i) =>
    cardGroups.slice(0, i).reduce((sum, group) => sum + group.thumbnails.length, 0),
  )
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    if (reveal === 0) return
    // Focus lands on the results: the selected card (announced with its group), else the heading.
    const target = section.current?.querySelector<HTMLElement>('input[name=quality]:checked')
    ;(target ?? document.getElementById(RESULTS_TITLE_ID))?.focus({ preventScroll: true })
    revealIfLow(section.current)
  }, [reveal])
  return (
    <section
      ref={section}
      aria-labelledby={RESULTS_TITLE_ID}
      className="mx-auto mt-12 w-full max-w-6xl text-start"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={RESULTS_TITLE_ID} tabIndex={-1} className="text-2xl font-extrabold tracking-tight">
          {t('results.title')}
        </h2>
        <p className="text-sm text-slate-600">
          <Rich
            text={t('results.count', { count, videoId: results.videoId })}
            tags={{
              code: (text) => (
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">
                  {text}
                </code>
              ),
            }}
          />
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
      {/*
        A column whose visual order differs from the order of its Tab stops: the download bar
        comes right after the cards in the DOM, so Tab goes from the selected card (the radio
        group is one stop) to the bar, then to the frames and the file name; on screen the bar
        is last, stuck to the bottom while the cards scroll by.
      */}
      <form
        method="get"
        action={localize('/')}
        className="flex flex-col"
        onSubmit={(event) => {
          event.preventDefault()
          onDownload()
        }}
      >
        <input type="hidden" name="v" value={results.videoId} />
        <div
          role="radiogroup"
          aria-labelledby={RESULTS_TITLE_ID}
          className="order-1 mt-5 space-y-6"
        >
          {cardGroups.map((group, index) => {
            const eager = Math.max(EAGER_CARDS - (before[index] ?? 0), 0)
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
                    {t(`results.group.${group.id}`)}
                  </h3>
                )}
                <ThumbnailGrid
                  group={group.id}
                  thumbnails={group.thumbnails}
                  eager={eager}
                  choice={choice}
                />
              </div>
            )
          })}
        </div>
        {chosen && (
          <DownloadBar
            className="order-last"
            videoId={results.videoId}
            title={results.title}
            thumbnail={chosen}
            format={format}
            crop={cut.crop}
            overlay={cut.overlay}
            fileName={results.title ? fileName : 'id'}
            downloading={downloading}
            fileNameTarget={namesOffered ? FILE_NAME_ID : null}
            shapeTarget={SHAPE_ID}
            onFormat={onFormat}
          />
        )}
        {frames.length > 0 && (
          // A new lookup starts closed.
          <div className="order-2">
            <FramesDisclosure key={results.videoId} frames={frames} choice={choice} />
          </div>
        )}
        {results.missing.length > 0 && (
          <p className="order-3 mt-4 text-sm text-slate-600">
            {t('results.missing', {
              names: results.missing.map((quality) => qualityLabel(t, { quality })).join(', '),
            })}
          </p>
        )}
        {chosen && (
          <ShapePicker
            id={SHAPE_ID}
            className="order-4"
            thumbnail={chosen}
            shape={shape}
            overlay={overlay}
            onShape={onShape}
            onOverlay={onOverlay}
          />
        )}
        {chosen && (
          <SnippetsPanel
            className="order-5"
            choice={{ videoId: results.videoId, quality: chosen.quality, format, ...cut }}
            title={results.title}
            channel={results.channel}
            size={outputSize(chosen, cut.crop)}
          />
        )}
        {chosen && results.title !== null && (
          <FileNamePicker
            id={FILE_NAME_ID}
            className="order-6"
            videoId={results.videoId}
            title={results.title}
            thumbnail={chosen}
            format={format}
            crop={cut.crop}
            overlay={cut.overlay}
            value={fileName}
            onChange={onFileName}
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
