import { FORMATS, type FormatId } from '#core/formats.ts'
import { RadioGroup } from '#app/components/ui/radio-group.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/** JPG / PNG / WebP as a segmented control of native radios (one group, arrow keys). */
export function FormatPicker({
  value,
  onChange,
}: {
  value: FormatId
  onChange: (format: FormatId) => void
}) {
  const t = useT()
  return (
    <RadioGroup
      name="format"
      value={value}
      options={FORMATS.map((format) => ({ value: format.id, content: format.label }))}
      onChange={onChange}
      role="radiogroup"
      ariaLabel={t('results.format')}
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
      labelClassName="relative flex h-10 items-center justify-center rounded-lg px-2 text-sm sm:px-4 short:px-3 font-bold text-slate-600 transition has-checked:bg-white has-checked:text-brand-700 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-focus-ring"
      inputClassName="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
    />
  )
}
