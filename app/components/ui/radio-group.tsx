import type { ReactNode } from 'react'

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
