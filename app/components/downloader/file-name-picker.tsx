import type { Crop } from '#core/crops.ts'
import { downloadFileName, titledFileName, type NameStyle, type Overlay } from '#core/filename.ts'
import { getFormat, type FormatId } from '#core/formats.ts'
import { outputSize } from '#core/crops.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { DRAWN_RADIO, RadioGroup } from '#app/components/ui/radio-group.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { qualityLabel } from './quality-words.ts'

/**
 * Whether the title makes a usable file name, when the choice below is offered (whatever the
 * picture's label, which never makes a name unusable).
 * @example offersTitledName('???') // false
 */
export function offersTitledName(title: string | null): title is string {
  return title !== null && titledFileName(title, '', 120, 90, 'jpg') !== null
}

/**
 * How the downloaded file is named: the default `youtube-thumbnail-<id>-<quality>` name or
 * the video's title (`?name=title`, named by the server), each shown as the name the
 * selected picture would get, its label in the page's words (quality-words.ts). Native radios named `name`, so the results form sends the
 * choice without JavaScript too. Offered only when the title makes a usable file name.
 * Cut, a picture is smaller: by the size the lookup tells (core/lookup.ts, outputSize), or, for
 * a lookup without it, the example leaves the height out.
 */
export function FileNamePicker({
  id,
  className,
  videoId,
  title,
  thumbnail,
  format,
  crop,
  overlay,
  value,
  onChange,
}: {
  /** Its id: the download bar's "File name" link moves focus here. */
  id: string
  /** Its place in the results' column. */
  className: string
  videoId: string
  title: string
  thumbnail: AvailableThumbnail
  format: FormatId
  /** How the download is cut and marked (core/crops.ts, `?overlay=`). */
  crop: Crop | undefined
  overlay: Overlay | undefined
  value: NameStyle
  onChange: (value: NameStyle) => void
}) {
  const t = useT()
  const { width, height } = outputSize(thumbnail, crop)
  const label = qualityLabel(t, thumbnail)
  const titled = titledFileName(title, label, width, height ?? thumbnail.height, format)
  if (!titled) return null
  const extension = getFormat(format).extension
  const titledExample =
    height === null
      ? titled.fileName.replace(
          `${width}x${thumbnail.height}.${extension}`,
          `${width}x….${extension}`,
        )
      : titled.fileName
  const options = [
    {
      id: 'id',
      label: t('results.fileName.byId'),
      example: downloadFileName(videoId, thumbnail.quality, format, { crop, overlay }),
    },
    { id: 'title', label: t('results.fileName.byTitle'), example: titledExample },
  ] as const
  return (
    // Focusable by script only (tabIndex -1): the bar's link lands here, the radios follow.
    <fieldset id={id} tabIndex={-1} className={`${className} mt-6 min-w-0 outline-none`}>
      <legend className="text-sm font-semibold text-slate-700">
        {t('results.fileName.legend')}
      </legend>
      <RadioGroup
        name="name"
        value={value}
        options={options.map((option) => ({
          value: option.id,
          content: (
            <>
              <span className="text-sm font-semibold text-ink">{option.label}</span>
              <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-600">
                {option.example}
              </span>
            </>
          ),
        }))}
        onChange={onChange}
        className="mt-2 grid gap-2 sm:grid-cols-2"
        labelClassName="grid min-w-0 cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 transition has-checked:ring-2 has-checked:ring-brand-600"
        inputClassName={DRAWN_RADIO}
      />
    </fieldset>
  )
}
