/**
 * How the contact API tells a browser that posted the form without
 * JavaScript what happened: it redirects (303) to the contact page with the
 * outcome in the query, and the page's loader reads it back. Only codes and
 * field names travel in the URL, never what the visitor wrote.
 */
import {
  CONTACT_FIELDS,
  type FieldProblem,
  type FieldProblems,
  NONCE_FIELD,
} from './contact-rules.ts'

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
 * @example contactPageLocation({ kind: 'sent' }) // '/contact?sent=1#contact-form'
 */
export function contactPageLocation(outcome: ContactOutcome): string {
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
  return `${CONTACT_PATH}?${query}#${CONTACT_FORM_ID}`
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
