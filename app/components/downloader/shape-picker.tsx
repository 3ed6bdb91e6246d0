import { CROP_SHAPES, type ShapeCrop } from '#core/crops.ts'
import { outputSize } from '#core/crops.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { DRAWN_RADIO, RadioGroup } from '#app/components/ui/radio-group.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { SHAPE_WORDS } from './shape-words.ts'
import { useLeftToRight } from '#app/i18n/locale.ts'

const SHAPES = Object.keys(CROP_SHAPES) as ShapeCrop[]

/**
 * The shape the download is cut to, each with the size the selected picture gives it (from
 * inside its bars: a music video's square artwork, a letterbox), and a play button to draw on
 * it. Native radios named `shape` (empty: as it is) and a checkbox named `overlay`, so the
 * results form sends them without JavaScript too (app/routes/home.server.ts).
 */
export function ShapePicker({
  id,
  className,
  thumbnail,
  shape,
  overlay,
  onShape,
  onOverlay,
}: {
  /** Its id: the download bar's "Shape" link moves focus here. */
  id: string
  /** Its place in the results' column. */
  className: string
  thumbnail: AvailableThumbnail
  shape: ShapeCrop | null
  overlay: boolean
  onShape: (shape: ShapeCrop | null) => void
  onOverlay: (overlay: boolean) => void
}) {
  const t = useT()
  const ltr = useLeftToRight()
  const options = [
    {
      value: '',
      label: t('results.shape.asItIs'),
      detail: ltr(`${thumbnail.width} × ${thumbnail.height}`),
    },
    ...SHAPES.map((crop) => {
      const { width, height } = outputSize(thumbnail, crop)
      const words = SHAPE_WORDS[crop]
      return {
        value: crop,
        label: t('results.shape.option', { label: t(`results.shape.${words}.label`), ratio: crop }),
        detail: t('results.shape.detail', {
          size: ltr(`${width} × ${height ?? '…'}`),
          usedFor: t(`results.shape.${words}.usedFor`),
        }),
      }
    }),
  ]
  return (
    // Focusable by script only (tabIndex -1): the bar's link lands here, the radios follow.
    <fieldset id={id} tabIndex={-1} className={`${className} mt-6 min-w-0 outline-none`}>
      <legend className="text-sm font-semibold text-slate-700">{t('results.shape.legend')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('results.shape.lead')}</p>
      <RadioGroup
        name="shape"
        value={shape ?? ''}
        options={options.map((option) => ({
          value: option.value,
          content: (
            <>
              <span className="text-sm font-semibold text-ink">{option.label}</span>
              <span className="text-xs text-slate-600">{option.detail}</span>
            </>
          ),
        }))}
        onChange={(value) => onShape(value === '' ? null : (value as ShapeCrop))}
        className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        labelClassName="grid min-w-0 cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 transition has-checked:ring-2 has-checked:ring-brand-600"
        inputClassName={DRAWN_RADIO}
      />
      <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="overlay"
          value="play"
          checked={overlay}
          onChange={(event) => onOverlay(event.currentTarget.checked)}
          className="size-5 cursor-pointer accent-brand-600"
        />
        {t('results.shape.overlay')}
      </label>
    </fieldset>
  )
}
