/**
 * Runs the contact form once hydrated: checks the fields with the same core
 * rules as the API, sends JSON with a time-trap token fetched on the first
 * focus (held until it is 3 s old, docs/decisions/006-contact-time-trap.md)
 * and a nonce that a retry reuses, keeps `sending` for exactly as long as that
 * takes, then shows the success toast and the "Message sent" panel, focused,
 * or moves focus to the first field in error. "Write another message" brings
 * the blank form back with focus in its first field.
 */
import { useEffect, useReducer, useRef, type FormEvent } from 'react'
import type { ContactFormValues, ContactOutcome } from '#core/contact-outcome.ts'
import { TOKEN_FIELD, validateContact, type ContactField } from '#core/contact-rules.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { notify } from '#app/lib/toast.ts'
import {
  fieldErrors,
  firstErrorField,
  initialContactForm,
  reduceContactForm,
  type FieldErrors,
} from './contact-form-state.ts'
import { createTokenKeeper, type TokenKeeper } from './form-token.ts'
import { newNonce, sendContact, UNREACHABLE } from './send-contact.ts'

export function useContactSubmit(
  outcome: ContactOutcome | null,
  posted?: Partial<ContactFormValues>,
) {
  const t = useT()
  const form = useRef<HTMLFormElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const nonce = useRef<string | null>(null)
  const tokens = useRef<TokenKeeper | null>(null)
  const tokenKeeper = () => (tokens.current ??= createTokenKeeper())
  const [state, dispatch] = useReducer(reduceContactForm, null, () =>
    initialContactForm(outcome, posted),
  )
  /** Where focus goes once the panel or the form has replaced the other. */
  const focusNext = useRef<'panel' | 'form' | null>(null)

  // Hydrated: our own texts replace the browser's validation bubbles (the form is rendered
  // anew after each message, so this runs again then).
  useEffect(() => {
    if (form.current) form.current.noValidate = true
    const target = focusNext.current
    focusNext.current = null
    if (target === 'panel') panel.current?.focus()
    if (target === 'form') form.current?.querySelector<HTMLElement>('[name="name"]')?.focus()
  }, [state.sent])

  const focusFirstError = (errors: FieldErrors) => {
    const first = firstErrorField(errors)
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.sending) return
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
    )
    const check = validateContact(values)
    if (!check.ok) {
      const errors = fieldErrors(check.problems)
      dispatch({ type: 'invalid', errors })
      focusFirstError(errors)
      return
    }
    nonce.current ??= newNonce()
    dispatch({ type: 'send-started' })
    const token = await tokenKeeper()
      .ready()
      .catch(() => null)
    const result =
      token === null
        ? UNREACHABLE
        : await sendContact({ ...values, nonce: nonce.current, [TOKEN_FIELD]: token })
    dispatch({ type: 'send-finished', result })
    if (result.ok) {
      // The button that was pressed goes with the form: focus moves to the panel instead.
      focusNext.current = 'panel'
      nonce.current = null
      // Its token is used up: another message from this page fetches a new one.
      tokenKeeper().spent()
      void notify('success', {
        title: t('contact.sent.title'),
        description: t('contact.sent.description'),
      })
      return
    }
    focusFirstError(result.fields)
  }

  return {
    ...state,
    form,
    submit,
    /** Starts fetching the time-trap token (on the form's first focus). */
    prefetchToken: () => tokenKeeper().prefetch(),
    clearError: (field: ContactField) => dispatch({ type: 'input', field }),
    panel,
    writeAnother: (event: FormEvent) => {
      event.preventDefault()
      focusNext.current = 'form'
      dispatch({ type: 'write-another' })
    },
  }
}
