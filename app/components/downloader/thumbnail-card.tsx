import { PREVIEW_WIDTH } from '#core/filename.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { CheckIcon } from './downloader-icons.tsx'

/**
 * One thumbnail as a card that is a native radio button: the radios of a
 * group share a name, so the browser gives them single choice, Tab into the
 * group and arrow keys between cards, with or without JavaScript. The radio
 * is invisible but covers the card, so a click or tap anywhere selects it.
 */
export function ThumbnailCard({
  thumbnail,
  checked,
  eager,
  onSelect,
}: {
  thumbnail: AvailableThumbnail
  checked: boolean
  /** Load the preview at once (the first cards), not when scrolled near. */
  eager: boolean
  onSelect: () => void
}) {
  const { name, width, height, upscaled } = thumbnail
  return (
    <label className="group relative block rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 transition hover:ring-slate-300 has-checked:shadow-md has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
      <input
        type="radio"
        name="quality"
        value={thumbnail.quality}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span className="relative block aspect-video overflow-hidden rounded-xl bg-slate-200">
        <img
          src={thumbnail.previewUrl}
          alt=""
          width={PREVIEW_WIDTH}
          height={(PREVIEW_WIDTH * 9) / 16}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute right-1.5 bottom-1.5 rounded-md bg-black/75 px-1.5 py-0.5 text-[11px] font-semibold text-white sm:right-2 sm:bottom-2 sm:text-xs"
        >
          {width} × {height}
        </span>
        <span className="absolute top-1.5 right-1.5 flex size-6 items-center sm:top-2 sm:right-2 sm:size-7 justify-center rounded-full border-2 border-white bg-black/30 text-white shadow group-has-checked:border-brand-600 group-has-checked:bg-brand-600">
          <CheckIcon className="size-4 opacity-0 group-has-checked:opacity-100" />
        </span>
      </span>
      <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1 pt-3 pb-1">
        <span className="font-semibold text-ink">{name}</span>
        {upscaled && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Upscaled
          </span>
        )}
      </span>
      <span className="block px-1 pb-1 text-sm text-slate-600">
        {width} × {height} px
      </span>
    </label>
  )
}
