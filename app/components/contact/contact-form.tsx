import { CONTACT_FORM_ID, type ContactOutcome } from '#core/contact-outcome.ts'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '#core/contact-rules.ts'
import { TOASTS } from '#core/toasts.ts'
import { AlertIcon, CheckCircleIcon, SendIcon, SpinnerIcon } from './contact-icons.tsx'
import { FormField } from './form-field.tsx'
import { useContactSubmit } from './use-contact-submit.ts'

/**
 * The message form. Before hydration it is a plain HTML form posting to the
 * API, which redirects back here with the outcome (`outcome`). Once hydrated,
 * use-contact-submit.ts sends it as JSON; this renders its state: the errors
 * next to their fields, the alert, and the button on 'Sending...' meanwhile.
 */
export function ContactForm({ outcome }: { outcome: ContactOutcome | null }) {
  const { form, sending, errors, alert, sentBanner, submit, prefetchToken, clearError } =
    useContactSubmit(outcome)

  return (
    <form
      ref={form}
      id={CONTACT_FORM_ID}
      method="post"
      action="/api/contact"
      onSubmit={submit}
      onFocus={prefetchToken}
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
            Send message
          </>
        )}
      </button>
    </form>
  )
}
