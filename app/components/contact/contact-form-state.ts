/**
 * The contact form as a pure state machine: what each field says and starts
 * with, the alert above the button, whether a send is under way, and whether
 * the "Message sent" panel stands in for the form. use-contact-submit.ts runs
 * it and its effects (the request, the toast, focus); contact-form.tsx renders it.
 */
import {
  REFUSAL_TEXTS,
  type ContactFormValues,
  type ContactOutcome,
} from '#core/contact-outcome.ts'
import { CONTACT_FIELDS, fieldProblemTexts, type ContactField } from '#core/contact-rules.ts'
import type { SendResult } from './send-contact.ts'

export type FieldErrors = Partial<Record<ContactField, string>>

export type ContactFormState = {
  sending: boolean
  errors: FieldErrors
  alert: string | null
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
    errors: outcome?.kind === 'invalid' ? fieldProblemTexts(outcome.problems) : {},
    alert: outcome?.kind === 'refused' ? REFUSAL_TEXTS[outcome.reason] : null,
    sent: outcome?.kind === 'sent',
    values: outcome?.kind === 'sent' ? {} : posted,
  }
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
