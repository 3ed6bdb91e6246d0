import type { ReactNode } from 'react'

/**
 * A radio drawn, not native, for the choices shown as cards (the file name, the shape): in dark
 * mode the browser's unchecked radio is a filled grey disc that reads as chosen. A ring, and a
 * dot in the red of text (lighter in dark mode, app/app.css) once checked; the native radio
 * again in forced colours.
 */
export const DRAWN_RADIO =
  'row-span-2 mt-0.5 size-5 cursor-pointer appearance-none rounded-full border-2 border-slate-500 bg-transparent text-brand-600 checked:border-current checked:bg-[radial-gradient(circle,currentColor_0_40%,transparent_45%)] forced-colors:appearance-auto'

/** One choice of a RadioGroup: the value it sends and what its label shows. */
export type RadioOption<Value extends string> = { value: Value; content: ReactNode }

/**
 * Native radios sharing one `name`, each inside its own label: the browser gives single
 * choice, Tab into the group and arrow keys between choices, and a form sends the choice
 * without JavaScript too. The look is the caller's (class names for the box, each label and
 * each radio); `role` and `aria-label` name the box as a group when no fieldset does.
 */
export function RadioGroup<Value extends string>({
  name,
  value,
  options,
  onChange,
  role,
  ariaLabel,
  className,
  labelClassName,
  inputClassName,
}: {
  name: string
  value: Value
  options: readonly RadioOption<Value>[]
  onChange: (value: Value) => void
  role?: 'radiogroup'
  ariaLabel?: string
  className: string
  labelClassName: string
  inputClassName: string
}) {
  return (
    <div role={role} aria-label={ariaLabel} className={className}>
      {options.map((option) => (
        <label key={option.value} className={labelClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={inputClassName}
          />
          {option.content}
        </label>
      ))}
    </div>
  )
}
