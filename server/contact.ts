/**
 * What happens to a contact submission once its body is parsed: validation
 * with the core rules, the honeypot, the global daily cap, then storage.
 */
import { validateContact, type FieldProblems } from '#core/contact-form.ts'
import { HttpError } from './http-error.ts'
import type { MessageStore } from './storage/messages.ts'

/** RELIABILITY.md "Rate limits": at most this many messages a day from everyone together. */
export const DAILY_MESSAGE_CAP = 500
const DAY_MS = 24 * 60 * 60 * 1000

export type Submission =
  { kind: 'stored' | 'duplicate' | 'honeypot' } | { kind: 'invalid'; problems: FieldProblems }

/**
 * @example submitContact({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }, { messages })
 * // { kind: 'stored' }
 * @throws HttpError rate_limited when the daily cap is reached
 */
export function submitContact(
  fields: Readonly<Record<string, unknown>>,
  { messages, now = () => new Date() }: { messages: MessageStore; now?: () => Date },
): Submission {
  const result = validateContact(fields)
  if (!result.ok) return { kind: 'invalid', problems: result.problems }
  // Bots get the same answer as people, and nothing is stored (OWASP: silent drop).
  if (result.honeypot) return { kind: 'honeypot' }
  if (messages.countSince(new Date(now().getTime() - DAY_MS)) >= DAILY_MESSAGE_CAP) {
    throw new HttpError('rate_limited', { headers: { 'Retry-After': '3600' } })
  }
  const { stored } = messages.save(result.message, { nonce: result.nonce })
  return { kind: stored ? 'stored' : 'duplicate' }
}
