/**
 * How the contact API tells a browser that posted the form without
 * JavaScript what happened. A stored message: a redirect (303) to the contact
 * page with the outcome in the query, which the page's loader reads back; only
 * codes travel in the URL, never what the visitor wrote. A refused post: the
 * contact page itself, rendered as the answer with the words kept
 * (`ContactFormRefusal`).
 */
import {
  CONTACT_FIELDS,
  type ContactField,
  type FieldProblem,
  type FieldProblems,
  NONCE_FIELD,
} from './contact-rules.ts'
import { ENGLISH, localizedPath, type Locale } from './locales.ts'

export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; problems: FieldProblems }
  | { kind: 'refused'; reason: RefusalReason }

export const REFUSAL_REASONS = ['rate_limited', 'payload_too_large', 'busy', 'failed'] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

export const CONTACT_PATH = '/contact'
/** The form's anchor: the browser lands on the form, not the top of the page. */
export const CONTACT_FORM_ID = 'contact-form'

const PROBLEMS: readonly FieldProblem[] = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_characters',
]
const PROBLEM_FIELDS = [...CONTACT_FIELDS, NONCE_FIELD] as const

/**
 * The contact page with the outcome, in the language of the page the form was on.
 * @example contactPageLocation({ kind: 'sent' }) // '/contact?sent=1#contact-form'
 * @example contactPageLocation({ kind: 'sent' }, spanish) // '/es/contact?sent=1#contact-form'
 */
export function contactPageLocation(outcome: ContactOutcome, locale: Locale = ENGLISH): string {
  const query = new URLSearchParams()
  if (outcome.kind === 'sent') query.set('sent', '1')
  else if (outcome.kind === 'refused') query.set('error', outcome.reason)
  else {
    query.set('error', 'invalid')
    for (const field of PROBLEM_FIELDS) {
      const problem = outcome.problems[field]
      if (problem) query.set(field, problem)
    }
  }
  return `${localizedPath(locale, CONTACT_PATH)}?${query}#${CONTACT_FORM_ID}`
}

/** The outcome a contact page URL carries, or null for a plain visit or a tampered query. */
export function readContactOutcome(search: URLSearchParams): ContactOutcome | null {
  if (search.get('sent') === '1') return { kind: 'sent' }
  const error = search.get('error')
  if (error === 'invalid') {
    const problems: FieldProblems = {}
    for (const field of PROBLEM_FIELDS) {
      const problem = search.get(field) as FieldProblem | null
      if (problem && PROBLEMS.includes(problem)) problems[field] = problem
    }
    return Object.keys(problems).length > 0 ? { kind: 'invalid', problems } : null
  }
  const reason = REFUSAL_REASONS.find((known) => known === error)
  return reason ? { kind: 'refused', reason } : null
}

/**
 * What the form says above its fields when the API found problems in them;
 * also the `error.message` of that 400's JSON body (server/contact/outcome.ts).
 */
export const INVALID_FIELDS_TEXT = 'Please correct the highlighted fields.'

/** What the page says when a send was refused. */
export const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  rate_limited:
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  payload_too_large: 'Your message is too long to send. Please shorten it and try again.',
  /** The daily cap, or the sender's share of it, is reached: the message was not taken. */
  busy: 'We cannot take more messages right now. Your message was not sent: please try again in an hour, or email us at the address on this page.',
  failed: 'We could not send your message. Please try again in a moment.',
}

/** The form's fields as posted: untrusted text, shown back in the fields it came from. */
export type ContactFormValues = Record<ContactField, string>

/**
 * What the contact page shows when the server refused a plain post of its form (a browser
 * without the page's script): the server renders the page as its answer, at the address the
 * form posted to, with the outcome and every field as typed, so no word is lost and none
 * travels in a URL (server/pages/routes.ts, `contactFormRefusal`).
 */
export type ContactFormRefusal = {
  outcome: Exclude<ContactOutcome, { kind: 'sent' }>
  posted: ContactFormValues
}

/** Where the form posts, and so the address of the page that answers a refused post. */
export const CONTACT_FORM_PATH = '/api/contact'

/**
 * The form's values out of a parsed form body; what is missing or not text comes back empty.
 * @example contactPostedValues({ name: 'Ada', email: 3 }).email // ''
 */
export function contactPostedValues(fields: Readonly<Record<string, unknown>>): ContactFormValues {
  const text = (name: ContactField) => {
    const value = fields[name]
    return typeof value === 'string' ? value : ''
  }
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, text(field)]),
  ) as ContactFormValues
}
