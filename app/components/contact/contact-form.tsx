import { useEffect, useRef, useState, type FormEvent } from 'react'
import { notify } from '#app/lib/toast.ts'
import { createTokenKeeper, type TokenKeeper } from '#app/components/contact/form-token.ts'
import { newNonce, sendContact, UNREACHABLE } from '#app/components/contact/send-contact.ts'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  fieldProblemTexts,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  validateContact,
  type ContactField,
} from '#core/contact-rules.ts'
import { CONTACT_FORM_ID, REFUSAL_TEXTS, type ContactOutcome } from '#core/contact-outcome.ts'
import { TOASTS } from '#core/toasts.ts'
import { AlertIcon, CheckCircleIcon, SendIcon, SpinnerIcon } from './contact-icons.tsx'
import { FormField } from './form-field.tsx'

type FieldErrors = Partial<Record<ContactField, string>>

/**
 * The message form. Before hydration it is a plain HTML form posting to the
 * API, which redirects back here with the outcome (`outcome`). Once hydrated,
 * it checks the fields with the same core rules, sends JSON with a time-trap
 * token fetched on the first focus (held until it is 3 s old, decision 006),
 * keeps the button on 'Sending...' for exactly as long as that takes, and
 * shows the success toast or the errors next to their fields.
 */
export function ContactForm({ outcome }: { outcome: ContactOutcome | null }) {
  const form = useRef<HTMLFormElement>(null)
  const nonce = useRef<string | null>(null)
  const tokens = useRef<TokenKeeper | null>(null)
  const tokenKeeper = () => (tokens.current ??= createTokenKeeper())
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(() =>
    outcome?.kind === 'invalid' ? fieldProblemTexts(outcome.problems) : {},
  )
  const [alert, setAlert] = useState<string | null>(() =>
    outcome?.kind === 'refused' ? REFUSAL_TEXTS[outcome.reason] : null,
  )
  const [sentBanner, setSentBanner] = useState(outcome?.kind === 'sent')

  // Hydrated: our own texts replace the browser's validation bubbles.
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  const focusFirstError = (fields: FieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => fields[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
    )
    setSentBanner(false)
    const check = validateContact(values)
    if (!check.ok) {
      const fields = fieldProblemTexts(check.problems)
      setErrors(fields)
      setAlert(null)
      focusFirstError(fields)
      return
    }
    nonce.current ??= newNonce()
    setErrors({})
    setAlert(null)
    setSending(true)
    const token = await tokenKeeper()
      .ready()
      .catch(() => null)
    const result =
      token === null
        ? UNREACHABLE
        : await sendContact({ ...values, nonce: nonce.current, [TOKEN_FIELD]: token })
    setSending(false)
    if (result.ok) {
      form.current?.reset()
      nonce.current = null
      void notify('success', TOASTS.messageSent)
      return
    }
    setErrors(result.fields)
    setAlert(result.alert)
    focusFirstError(result.fields)
  }

  const clearError = (field: ContactField) =>
    errors[field] && setErrors(({ [field]: _cleared, ...rest }) => rest)

  return (
    <form
      ref={form}
      id={CONTACT_FORM_ID}
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      onFocus={() => tokenKeeper().prefetch()}
      aria-labelledby="contact-form-title"
      className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-2 text-slate-600">All fields are required.</p>

      {sentBanner && (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
        >
          <CheckCircleIcon className="size-6 shrink-0 text-green-700" />
          <p>
            <strong className="block">{TOASTS.messageSent.title}</strong>
            {TOASTS.messageSent.description}
          </p>
        </div>
      )}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <FormField
          name="name"
          label="Your name"
          error={errors.name}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          placeholder="Jane Doe"
          onInput={() => clearError('name')}
        />
        <FormField
          name="email"
          label="Email address"
          type="email"
          error={errors.email}
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          placeholder="you@example.com"
          onInput={() => clearError('email')}
        />
      </div>
      <div className="mt-6 space-y-6">
        <FormField
          name="subject"
          label="Subject"
          error={errors.subject}
          required
          maxLength={CONTACT_LIMITS.subject}
          placeholder="How can we help?"
          onInput={() => clearError('subject')}
        />
        <FormField
          name="message"
          label="Message"
          multiline
          rows={6}
          error={errors.message}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us what you need, or what went wrong."
          onInput={() => clearError('message')}
        />
      </div>

      {/* Humans never see or reach this field; bots that fill it are dropped silently. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      {alert && (
        <p
          role="alert"
          className="mt-6 flex gap-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <AlertIcon className="size-5 shrink-0" />
          {alert}
        </p>
      )}

      <button
        type="submit"
        disabled={sending}
        className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 text-lg font-bold text-white shadow-md transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-700 sm:w-auto"
      >
        {sending ? (
          <>
            <SpinnerIcon className="size-5 animate-spin motion-reduce:animate-none" />
            Sending...
          </>
        ) : (
          <>
            <SendIcon className="size-5" />
            Send Message
          </>
        )}
      </button>
    </form>
  )
}
