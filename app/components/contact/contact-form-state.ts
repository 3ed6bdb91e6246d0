/**
 * The contact form as a pure state machine: what each field says and starts
 * with, the alert above the button, whether a send is under way, and whether
 * the "Message sent" panel stands in for the form. use-contact-submit.ts runs
 * it and its effects (the request, the toast, focus); contact-form.tsx renders it.
 */
import type { ContactFormValues, ContactOutcome } from '#core/contact-outcome.ts'
import { CONTACT_FIELDS, type ContactField, type FieldProblems } from '#core/contact-rules.ts'
import type { ContactAlert, FieldErrors, SendResult } from './send-contact.ts'

export type { FieldErrors }

export type ContactFormState = {
  sending: boolean
  /** Each field's error by name; contact-form.tsx words them (contact-texts.ts). */
  errors: FieldErrors
  alert: ContactAlert | null
  /**
   * The message was stored: the panel replaces the form until the visitor writes another.
   * Also after a plain form post (`/contact?sent=1`), where no toast can say so.
   */
  sent: boolean
  /** What the fields start with: a refused plain post's words, kept; none otherwise. */
  values: Partial<ContactFormValues>
}

export type ContactFormAction =
  /** The fields failed the core rules in the browser: nothing is sent. */
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send-started' }
  | { type: 'send-finished'; result: SendResult }
  /** The visitor typed in a field: its error goes. */
  | { type: 'input'; field: ContactField }
  /** The visitor asked for the form again, after a message was sent. */
  | { type: 'write-another' }

/**
 * The form as the page renders it, from the outcome a plain form post was sent back with and,
 * when it was refused, the words it carried.
 * @example initialContactForm({ kind: 'sent' }) // { sending: false, errors: {}, alert: null, sent: true, values: {} }
 */
export function initialContactForm(
  outcome: ContactOutcome | null,
  posted: Partial<ContactFormValues> = {},
): ContactFormState {
  return {
    sending: false,
    errors: outcome?.kind === 'invalid' ? fieldErrors(outcome.problems) : {},
    alert: outcome?.kind === 'refused' ? outcome.reason : null,
    sent: outcome?.kind === 'sent',
    values: outcome?.kind === 'sent' ? {} : posted,
  }
}

/**
 * The problems the core rules found, on the form's own fields (the nonce has none to show).
 * @example fieldErrors({ email: 'invalid_email', nonce: 'too_long' }) // { email: 'invalid_email' }
 */
export function fieldErrors(problems: FieldProblems): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of CONTACT_FIELDS) {
    const problem = problems[field]
    if (problem) errors[field] = problem
  }
  return errors
}

export function reduceContactForm(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'invalid':
      return { ...state, errors: action.errors, alert: null }
    case 'send-started':
      return { ...state, sending: true, errors: {}, alert: null }
    case 'send-finished': {
      const { result } = action
      // The words were taken: the form that comes back is blank.
      if (result.ok) return { ...state, sending: false, sent: true, values: {} }
      return { ...state, sending: false, errors: result.fields, alert: result.alert }
    }
    case 'input': {
      // The same state when there is nothing to clear, so React skips the render.
      if (!state.errors[action.field]) return state
      const errors = { ...state.errors }
      delete errors[action.field]
      return { ...state, errors }
    }
    case 'write-another':
      return { ...state, sent: false }
  }
}

/** The field that takes focus after a failed check or send: the first in the form's order. */
export function firstErrorField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field])
}
