/**
 * The contact form as a pure state machine: what each field says, the alert
 * above the button, the banner of a form posted without JavaScript, and
 * whether a send is under way. use-contact-submit.ts runs it and its effects
 * (the request, the toast, focus); contact-form.tsx renders it.
 */
import { REFUSAL_TEXTS, type ContactOutcome } from '#core/contact-outcome.ts'
import { CONTACT_FIELDS, fieldProblemTexts, type ContactField } from '#core/contact-rules.ts'
import type { SendResult } from './send-contact.ts'

export type FieldErrors = Partial<Record<ContactField, string>>

export type ContactFormState = {
  sending: boolean
  errors: FieldErrors
  alert: string | null
  /** A plain form post came back stored (`/contact?sent=1`): no toast without JavaScript. */
  sentBanner: boolean
}

export type ContactFormAction =
  /** The fields failed the core rules in the browser: nothing is sent. */
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send-started' }
  | { type: 'send-finished'; result: SendResult }
  /** The visitor typed in a field: its error goes. */
  | { type: 'input'; field: ContactField }

/**
 * The form as the page renders it, from the outcome a plain form post was sent back with.
 * @example initialContactForm({ kind: 'sent' }) // { sending: false, errors: {}, alert: null, sentBanner: true }
 */
export function initialContactForm(outcome: ContactOutcome | null): ContactFormState {
  return {
    sending: false,
    errors: outcome?.kind === 'invalid' ? fieldProblemTexts(outcome.problems) : {},
    alert: outcome?.kind === 'refused' ? REFUSAL_TEXTS[outcome.reason] : null,
    sentBanner: outcome?.kind === 'sent',
  }
}

export function reduceContactForm(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'invalid':
      return { ...state, errors: action.errors, alert: null, sentBanner: false }
    case 'send-started':
      return { ...state, sending: true, errors: {}, alert: null, sentBanner: false }
    case 'send-finished': {
      const { result } = action
      if (result.ok) return { ...state, sending: false }
      return { ...state, sending: false, errors: result.fields, alert: result.alert }
    }
    case 'input': {
      // The same state when there is nothing to clear, so React skips the render.
      if (!state.errors[action.field]) return state
      const errors = { ...state.errors }
      delete errors[action.field]
      return { ...state, errors }
    }
  }
}

/** The field that takes focus after a failed check or send: the first in the form's order. */
export function firstErrorField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field])
}
