/**
 * What happens to a contact submission once its body is parsed: validation
 * with the core rules, the honeypot, the time trap, the global daily cap,
 * then storage.
 */
import { TOKEN_FIELD, validateContact, type FieldProblems } from '#core/contact-rules.ts'
import type { FormTokens, TokenVerdict } from './form-token.ts'
import { HttpError } from '../http/http-error.ts'
import type { MessageStore } from './storage/message-store.ts'

/** RELIABILITY.md "Rate limits": at most this many messages a day from everyone together. */
export const DAILY_MESSAGE_CAP = 500
const DAY_MS = 24 * 60 * 60 * 1000

export type Submission =
  | { kind: 'stored' | 'duplicate' | 'honeypot' }
  | { kind: 'time_trap'; token: Exclude<TokenVerdict, 'valid'> }
  | { kind: 'invalid'; problems: FieldProblems }

export type SubmitDeps = {
  messages: MessageStore
  /** Checks the time-trap token; without it, no token is asked for (unit tests of the rest). */
  tokens?: FormTokens
  /** A browser posting the plain form before its script ran cannot have a token (decision 006). */
  tokenOptional?: boolean
  dailyCap?: number
  now?: () => Date
}

/**
 * @example submitContact({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }, { messages })
 * // { kind: 'stored' }
 * @throws HttpError rate_limited when the daily cap is reached
 */
export function submitContact(
  fields: Readonly<Record<string, unknown>>,
  {
    messages,
    tokens,
    tokenOptional = false,
    dailyCap = DAILY_MESSAGE_CAP,
    now = () => new Date(),
  }: SubmitDeps,
): Submission {
  const result = validateContact(fields)
  if (!result.ok) return { kind: 'invalid', problems: result.problems }
  // Bots get the same answer as people, and nothing is stored (OWASP: silent drop).
  if (result.honeypot) return { kind: 'honeypot' }
  const token = tokens?.check(fields[TOKEN_FIELD]) ?? 'valid'
  if (token !== 'valid' && !(token === 'missing' && tokenOptional)) {
    return { kind: 'time_trap', token }
  }
  if (messages.countSince(new Date(now().getTime() - DAY_MS)) >= dailyCap) {
    throw new HttpError('rate_limited', { headers: { 'Retry-After': '3600' } })
  }
  const { stored } = messages.save(result.message, { nonce: result.nonce })
  return { kind: stored ? 'stored' : 'duplicate' }
}
