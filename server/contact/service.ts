/**
 * What happens to a contact submission once its body is parsed: validation
 * with the core rules, the honeypot, the time trap, the global daily cap,
 * then storage. It answers with a result, never an HTTP error: routes.ts
 * decides what each result looks like on the wire.
 */
import {
  DAILY_MESSAGE_CAP,
  TOKEN_FIELD,
  validateContact,
  type FieldProblems,
} from '#core/contact-rules.ts'
import type { Result } from '#core/result.ts'
import type { FormTokens, TokenVerdict } from './form-token.ts'
import type { MessageStore } from './storage/message-store.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Retry-After at the daily cap: the cap counts a sliding 24 hours, so room returns as messages age out. */
const DAILY_CAP_RETRY_SECONDS = 3600

/** A submission taken: stored, or answered like one and dropped (docs/reliability.md, F2 and F3). */
export type Accepted =
  | { kind: 'stored' | 'duplicate' | 'honeypot' }
  | { kind: 'time_trap'; token: Exclude<TokenVerdict, 'valid'> }

/** The result of a submission; a refusal's `code` is an API error code (core/api-errors.ts). */
export type Submission = Result<
  Accepted,
  | { code: 'invalid_request'; problems: FieldProblems }
  | { code: 'rate_limited'; retryAfterSeconds: number }
>

export type Refusal = Extract<Submission, { ok: false }>

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
 * // { ok: true, value: { kind: 'stored' } }
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
  if (!result.ok) return { ok: false, code: 'invalid_request', problems: result.problems }
  // Bots get the same answer as people, and nothing is stored (OWASP: silent drop).
  if (result.honeypot) return accepted({ kind: 'honeypot' })
  const token = tokens?.check(fields[TOKEN_FIELD]) ?? 'valid'
  if (token !== 'valid' && !(token === 'missing' && tokenOptional)) {
    return accepted({ kind: 'time_trap', token })
  }
  if (messages.countSince(new Date(now().getTime() - DAY_MS)) >= dailyCap) {
    return { ok: false, code: 'rate_limited', retryAfterSeconds: DAILY_CAP_RETRY_SECONDS }
  }
  const { stored } = messages.save(result.message, { nonce: result.nonce })
  return accepted({ kind: stored ? 'stored' : 'duplicate' })
}

const accepted = (value: Accepted): Submission => ({ ok: true, value })
