import { FORMATS, type FormatId } from '#core/formats.ts'

/** JPG / PNG / WebP as a segmented control of native radios (one group, arrow keys). */
export function FormatPicker({
  value,
  onChange,
}: {
  value: FormatId
  onChange: (format: FormatId) => void
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Format"
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {FORMATS.map((format) => (
        <label
          key={format.id}
          className="relative flex h-10 items-center justify-center rounded-lg px-4 text-sm font-bold text-slate-600 transition has-checked:bg-white has-checked:text-brand-700 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name="format"
            value={format.id}
            checked={value === format.id}
            onChange={() => onChange(format.id)}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          />
          {format.label}
        </label>
      ))}
    </div>
  )
}
