import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'

type Common = { name: string; label: string; error?: string }

const CONTROL =
  'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-ink shadow-xs ring-1 ring-slate-500 placeholder:text-slate-500 focus:ring-2 focus:ring-focus-ring focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600'

/**
 * A labelled input or textarea with its error line. The error is tied to the
 * control (aria-invalid, aria-describedby), so screen readers announce it.
 */
export function FormField({
  name,
  label,
  error,
  multiline,
  ...control
}: Common &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )) {
  const id = `contact-${name}`
  const errorId = `${id}-error`
  const aria = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...aria}
          className={`${CONTROL} resize-y leading-relaxed`}
        />
      ) : (
        <input
          {...(control as InputHTMLAttributes<HTMLInputElement>)}
          {...aria}
          className={CONTROL}
        />
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
