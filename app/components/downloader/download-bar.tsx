import type { Crop } from '#core/crops.ts'
import type { NameStyle, Overlay } from '#core/filename.ts'
import { FORMATS, type FormatId } from '#core/formats.ts'
import { outputSize } from '#core/crops.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { FEED_PREVIEW_ID } from '#app/components/feed-preview/lazy-feed-preview.tsx'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { DownloadIcon, Spinner } from './downloader-icons.tsx'
import { FormatPicker } from './format-picker.tsx'
import { qualityLabel } from './quality-words.ts'
import { ShareActions } from './share-actions.tsx'
import { SHAPE_WORDS } from './shape-words.ts'
import { useLeftToRight } from '#app/i18n/locale.ts'

/**
 * The button names the checked format through CSS (`:has(:checked)`), so the
 * name is right without JavaScript too. Literal class names: Tailwind reads them from source.
 */
const SHOWN_WHEN_CHECKED: Record<FormatId, string> = {
  jpg: 'hidden group-has-[[value=jpg]:checked]/bar:inline',
  png: 'hidden group-has-[[value=png]:checked]/bar:inline',
  webp: 'hidden group-has-[[value=webp]:checked]/bar:inline',
}

/**
 * The selected thumbnail, the format and the download button. It sticks to the
 * bottom of the screen while the cards scroll by, so on a phone the button is
 * always in reach. The button submits the results form: without JavaScript the
 * server answers `/?v=…&quality=…&format=…` with a redirect to the file.
 * While a download runs the button is `aria-disabled`, not `disabled`, so it
 * keeps focus: a keyboard user is still on it when the download has started.
 * Copy image, Copy link and Share sit beside the picture's name (share-actions.tsx).
 * On a phone the bar is two rows, to leave the screen to the cards: the copy and share
 * buttons (icons, their names kept for screen readers) beside the format, then Download.
 * Its height there is what `--toast-bottom` in app/app.css lifts the toasts over.
 * In a short window (`short:`, app/app.css: 200 % zoom, a phone held sideways) it is one
 * slim row at any width: the copy and share icons, the format and Download. Last, a row
 * of links to the file-name choice and the feed preview further down (the Tab order goes
 * on from the bar to them, results.tsx).
 */
export function DownloadBar({
  className,
  videoId,
  title,
  thumbnail,
  format,
  crop,
  overlay,
  fileName,
  downloading,
  fileNameTarget,
  shapeTarget,
  onFormat,
}: {
  /** Its place in the results' column. */
  className: string
  videoId: string
  /** The video's title, given to the share sheet; null when unknown. */
  title: string | null
  thumbnail: AvailableThumbnail
  format: FormatId
  /** How the download is cut and marked (core/crops.ts, `?overlay=`). */
  crop: Crop | undefined
  overlay: Overlay | undefined
  fileName: NameStyle
  downloading: boolean
  /** The id of the file-name choice, when one is offered. */
  fileNameTarget: string | null
  /** The id of the shape choice. */
  shapeTarget: string
  onFormat: (format: FormatId) => void
}) {
  const t = useT()
  const ltr = useLeftToRight()
  const size = outputSize(thumbnail, crop)
  const cut =
    crop === undefined
      ? null
      : crop === 'letterbox'
        ? t('results.bar.withoutBars')
        : t(`results.shape.${SHAPE_WORDS[crop]}.inBar`)
  return (
    <div
      className={`${className} group/bar sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:p-4 short:py-2`}
    >
      {/* On a phone a grid of the inner boxes' items (`contents`); from `sm` the rows below. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2 sm:flex sm:flex-col sm:gap-3 md:flex-row md:items-center md:justify-between short:flex short:flex-row short:flex-wrap short:items-center short:gap-2">
        <div className="contents min-w-0 flex-col gap-2 sm:flex short:contents">
          {/* On a phone the checked card says it already; the bar stays small. */}
          <p className="hidden min-w-0 text-sm text-slate-600 sm:block short:hidden">
            <span className="font-semibold text-ink">{qualityLabel(t, thumbnail)}</span>
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">
              {ltr(`${size.width} × ${size.height ?? '…'}`)} px
            </span>
            {cut && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">{cut}</span>
              </>
            )}
            {overlay && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">{t('results.bar.playButton')}</span>
              </>
            )}
          </p>
          <ShareActions
            choice={{ videoId, quality: thumbnail.quality, format, crop, overlay, fileName }}
            title={title}
          />
        </div>
        <div className="contents sm:flex sm:flex-row sm:items-center sm:gap-3 short:contents">
          <FormatPicker value={format} onChange={onFormat} />
          <button
            type="submit"
            aria-disabled={downloading || undefined}
            className="col-span-2 inline-flex h-12 items-center short:ms-auto short:px-4 justify-center gap-2 rounded-xl bg-brand-600 px-6 font-bold whitespace-nowrap text-white shadow transition-colors hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:bg-brand-700"
          >
            {downloading ? (
              <Spinner className="size-5 animate-spin" />
            ) : (
              <DownloadIcon className="size-5" />
            )}
            <span>
              <Rich
                text={t('results.bar.download')}
                tags={{
                  format: () =>
                    FORMATS.map((f) => (
                      <span key={f.id} className={SHOWN_WHEN_CHECKED[f.id]}>
                        {f.label}
                      </span>
                    )),
                }}
              />
            </span>
          </button>
        </div>
      </div>
      <p className="mt-1.5 flex flex-wrap justify-center gap-x-4 text-sm sm:mt-2 sm:justify-start short:mt-0.5">
        <JumpLink target={shapeTarget}>{t('results.bar.toShape')}</JumpLink>
        {fileNameTarget !== null && (
          <JumpLink target={fileNameTarget}>{t('results.bar.toFileName')}</JumpLink>
        )}
        <JumpLink target={FEED_PREVIEW_ID}>{t('results.bar.toPreview')}</JumpLink>
      </p>
    </div>
  )
}

/**
 * A link to a part of the results further down. The target has tabIndex -1, so following the
 * fragment moves focus there too (HTML's "scroll to the fragment" focuses it), and the next
 * Tab goes on from it; the page's scroll-padding keeps it clear of the header (app/app.css).
 */
function JumpLink({ target, children }: { target: string; children: string }) {
  return (
    <a
      href={`#${target}`}
      className="inline-flex min-h-8 items-center font-semibold short:min-h-6 text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {children}
    </a>
  )
}
