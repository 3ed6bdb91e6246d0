import type { FormEvent, RefObject } from 'react'
import {
  CONTACT_FORM_ID,
  CONTACT_PATH,
  type ContactFormValues,
  type ContactOutcome,
} from '#core/contact-outcome.ts'
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '#core/contact-rules.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { AlertIcon, CheckCircleIcon, SendIcon, SpinnerIcon } from './contact-icons.tsx'
import { FormField } from './form-field.tsx'
import { alertText, fieldErrorText } from './contact-texts.ts'
import { useContactSubmit } from './use-contact-submit.ts'
import { useLocalize } from '#app/i18n/locale.ts'

const CARD =
  'scroll-mt-28 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-10'

/**
 * The message form. Before hydration it is a plain HTML form posting to the
 * API, which redirects back here once the message is stored (`outcome`) or
 * answers a refusal with this page, the words as posted (`posted`). Once
 * hydrated, use-contact-submit.ts sends it as JSON; this renders its state:
 * the errors next to their fields, the alert, the button on 'Sending...'
 * meanwhile, and once sent the panel that stands in for the form.
 */
export function ContactForm({
  outcome,
  posted,
}: {
  outcome: ContactOutcome | null
  posted?: Partial<ContactFormValues>
}) {
  const t = useT()
  const contact = useContactSubmit(outcome, posted)
  const { form, sending, errors, alert, values, submit, prefetchToken, clearError } = contact
  if (contact.sent) return <SentPanel panel={contact.panel} onWriteAnother={contact.writeAnother} />
  const errorOf = (field: ContactField) => {
    const error = errors[field]
    return error && fieldErrorText(t, field, error)
  }

  return (
    <form
      ref={form}
      id={CONTACT_FORM_ID}
      method="post"
      action="/api/contact"
      onSubmit={submit}
      onFocus={prefetchToken}
      aria-labelledby="contact-form-title"
      className={CARD}
    >
      <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-tight">
        {t('contact.form.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('contact.form.allRequired')}</p>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <FormField
          name="name"
          defaultValue={values.name}
          label={t('contact.field.name.label')}
          error={errorOf('name')}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          placeholder={t('contact.field.name.placeholder')}
          onInput={() => clearError('name')}
        />
        <FormField
          name="email"
          defaultValue={values.email}
          label={t('contact.field.email.label')}
          type="email"
          error={errorOf('email')}
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          placeholder={t('contact.field.email.placeholder')}
          onInput={() => clearError('email')}
        />
      </div>
      <div className="mt-6 space-y-6">
        <FormField
          name="subject"
          defaultValue={values.subject}
          label={t('contact.field.subject.label')}
          error={errorOf('subject')}
          required
          maxLength={CONTACT_LIMITS.subject}
          placeholder={t('contact.field.subject.placeholder')}
          onInput={() => clearError('subject')}
        />
        <FormField
          name="message"
          defaultValue={values.message}
          label={t('contact.field.message.label')}
          multiline
          rows={6}
          error={errorOf('message')}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.field.message.placeholder')}
          onInput={() => clearError('message')}
        />
      </div>

      {/* Humans never see or reach this field; bots that fill it are dropped silently. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      {alert && (
        <p
          role="alert"
          className="mt-6 flex gap-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <AlertIcon className="size-5 shrink-0" />
          {alertText(t, alert)}
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
            {t('contact.form.sending')}
          </>
        ) : (
          <>
            <SendIcon className="size-5" />
            {t('contact.form.send')}
          </>
        )}
      </button>
    </form>
  )
}

/**
 * Stands in for the form once a message is stored, until the visitor asks for the form again.
 * Without the page's script, its button is a plain request for a fresh contact page.
 */
function SentPanel({
  panel,
  onWriteAnother,
}: {
  panel: RefObject<HTMLDivElement | null>
  onWriteAnother: (event: FormEvent) => void
}) {
  const t = useT()
  const localize = useLocalize()
  return (
    <div
      ref={panel}
      id={CONTACT_FORM_ID}
      role="status"
      tabIndex={-1}
      aria-labelledby="contact-sent-title"
      className={`${CARD} focus-visible:outline-2 focus-visible:outline-focus-ring`}
    >
      <CheckCircleIcon className="size-10 text-green-700" />
      <h2 id="contact-sent-title" className="mt-4 text-2xl font-extrabold tracking-tight">
        {t('contact.sent.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('contact.sent.description')}</p>
      <form
        method="get"
        action={`${localize(CONTACT_PATH)}#${CONTACT_FORM_ID}`}
        onSubmit={onWriteAnother}
      >
        <button
          type="submit"
          className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-lg font-bold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50 sm:w-auto"
        >
          <SendIcon className="size-5" />
          {t('contact.sent.writeAnother')}
        </button>
      </form>
    </div>
  )
}
