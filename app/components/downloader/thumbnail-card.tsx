import { PREVIEW_WIDTH } from '#core/filename.ts'
import { outputSize } from '#core/crops.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { usePictureRetry } from '#app/lib/picture-retry.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { CheckIcon } from './downloader-icons.tsx'
import { qualityLabel } from './quality-words.ts'
import { useLeftToRight } from '#app/i18n/locale.ts'

/**
 * One thumbnail as a card that is a native radio button: the radios of every
 * group share a name, so the browser gives them single choice, Tab into the
 * group and arrow keys between cards, with or without JavaScript. The radio
 * is invisible but covers the picture and its caption, so a click or tap
 * anywhere there selects it.
 *
 * The picture keeps its real shape: a vertical one (a Short's cover) stands
 * upright, a 4:3 one shows whole in the 16:9 frame, bars and all. A picture
 * with black bars offers, once selected, to download without them: a checkbox
 * outside the radio's label (a label holds one control), shown by CSS only on
 * the checked card so it works without JavaScript too.
 */
export function ThumbnailCard({
  className,
  thumbnail,
  checked,
  eager,
  crop,
  onSelect,
  onCrop,
}: {
  /** Its place in the grid (the first card may span two columns: card-grid.ts). */
  className: string
  thumbnail: AvailableThumbnail
  checked: boolean
  /** Load the preview at once (the first cards), not when scrolled near. */
  eager: boolean
  /** "Without black bars" is ticked for this picture (it applies once the card is selected). */
  crop: boolean
  onSelect: () => void
  onCrop: (crop: boolean) => void
}) {
  const t = useT()
  const ltr = useLeftToRight()
  const { quality, width, height, upscaled, letterboxed } = thumbnail
  const name = qualityLabel(t, thumbnail)
  const vertical = height > width
  const cropped = crop && checked && letterboxed
  // The size of the file it downloads as: without the bars, less tall.
  const shown = outputSize(thumbnail, cropped ? 'letterbox' : undefined)
  const size = ltr(`${shown.width} × ${shown.height ?? '…'}`)
  // The preview without bars is a 16:9 picture; otherwise the picture's own shape.
  const shape = cropped ? { width: 16, height: 9 } : { width, height }
  const upright = vertical && !cropped
  const cropId = `crop-${quality}`
  const retry = usePictureRetry()
  return (
    <div
      className={`${className} group/card relative flex flex-col rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 transition hover:ring-slate-300 has-[[name=quality]:checked]:shadow-md has-[[name=quality]:checked]:ring-2 has-[[name=quality]:checked]:ring-brand-600 has-[[name=quality]:focus-visible]:outline-2 has-[[name=quality]:focus-visible]:outline-offset-2 has-[[name=quality]:focus-visible]:outline-focus-ring`}
    >
      <label className="relative block">
        <input
          type="radio"
          name="quality"
          value={quality}
          checked={checked}
          onChange={onSelect}
          className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
        />
        {/*
          A flex row, so an upright picture's frame takes its width from the picture: its
          height is the frame's and its width follows from the ratio of its width and height
          attributes, before it has loaded too. No `style` attribute: the CSP's style-src
          has no 'unsafe-inline' (server/http/csp.ts), and any ratio can come up.
        */}
        <span className="flex justify-center">
          <span
            className={`relative flex items-center justify-center overflow-hidden rounded-xl bg-slate-100 ${
              upright ? 'h-72 max-w-full sm:h-96' : 'aspect-video w-full'
            }`}
          >
            <img
              {...retry}
              src={cropped ? `${thumbnail.previewUrl}?crop=letterbox` : thumbnail.previewUrl}
              alt=""
              width={PREVIEW_WIDTH}
              height={Math.round((PREVIEW_WIDTH * shape.height) / shape.width)}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className={`object-contain ${upright ? 'h-full w-auto max-w-full' : 'size-full'}`}
            />
            <span
              aria-hidden="true"
              className="absolute end-1.5 bottom-1.5 rounded-md bg-black/75 px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-white sm:end-2 sm:bottom-2 sm:text-xs"
            >
              {size}
            </span>
            <span className="absolute top-1.5 end-1.5 flex size-6 items-center justify-center rounded-full border-2 border-white bg-black/30 text-white shadow group-has-[[name=quality]:checked]/card:border-brand-600 group-has-[[name=quality]:checked]/card:bg-brand-600 sm:top-2 sm:end-2 sm:size-7">
              <CheckIcon className="size-4 opacity-0 group-has-[[name=quality]:checked]/card:opacity-100" />
            </span>
          </span>
        </span>
        <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1 pt-3 pb-1">
          <span className="font-semibold text-ink">{name}</span>
          {upscaled && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('results.card.upscaled')}
            </span>
          )}
        </span>
        <span className="block px-1 pb-1 text-sm text-slate-600">
          {t('results.card.size', { size })}
        </span>
      </label>
      {letterboxed && (
        <span className="mx-1 mt-1 mb-1 hidden items-center gap-2 border-t border-slate-200 pt-2 text-sm group-has-[[name=quality]:checked]/card:flex">
          <input
            id={cropId}
            type="checkbox"
            name="crop"
            value={quality}
            checked={crop}
            onChange={(event) => onCrop(event.target.checked)}
            className="size-6 shrink-0 cursor-pointer accent-brand-600"
          />
          <label htmlFor={cropId} className="cursor-pointer font-medium text-slate-700">
            {t('results.card.withoutBars')}
          </label>
        </span>
      )}
    </div>
  )
}
