/**
 * What happens to a contact submission once its body is parsed: validation with the core rules,
 * then room under the daily cap (for everyone together, and each source's share), then the
 * honeypot and the time trap, then storage. It answers with a result, never an HTTP error:
 * routes.ts decides what each result looks like on the wire.
 *
 * Room is checked before the traps on purpose (docs/decisions/021-contact-cap-shares-and-single-use-tokens.md):
 * so the answer depends only on whether there is room, never on whether the token or the
 * honeypot passed. Under the cap, spam gets the answer of a stored message; at it, everyone gets
 * the same honest refusal.
 */
import {
  DAILY_MESSAGE_CAP,
  TOKEN_FIELD,
  validateContact,
  type FieldProblems,
} from '#core/contact-rules.ts'
import type { Result } from '#core/result.ts'
import type { FormTokens, TokenCheck, TokenVerdict } from './form-token.ts'
import { CONTACT_SERVER_LIMITS } from './limits.ts'
import { isFull, StoreUnavailableError, type MessageStore } from './storage/message-store.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A submission taken: stored, or answered like one and dropped (docs/reliability.md, F2 and F3). */
export type Accepted =
  | { kind: 'stored' | 'duplicate' | 'honeypot' | 'replay' }
  | { kind: 'time_trap'; token: Exclude<TokenVerdict, 'valid'> }

/** The result of a submission; a refusal's `code` is an API error code (core/api-errors.ts). */
export type Submission = Result<
  Accepted,
  | { code: 'invalid_request'; problems: FieldProblems }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  /** The daily cap or a source's share of it; `unreachable`: the store did not answer. */
  | { code: 'overloaded'; retryAfterSeconds: number; unreachable?: true }
>

export type Refusal = Extract<Submission, { ok: false }>

export type SubmitDeps = {
  messages: MessageStore
  /** Checks the time-trap token; without it, no token is asked for (unit tests of the rest). */
  tokens?: FormTokens
  /** A browser posting the plain form before its script ran cannot have a token (decision 006). */
  tokenOptional?: boolean
  dailyCap?: number
  /** The sender's source (`tokens.sourceId` of its address range), charged for what it sends. */
  source?: string
  now?: () => Date
}

/**
 * @example await submitContact({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }, { messages })
 * // { ok: true, value: { kind: 'stored' } }
 */
export async function submitContact(
  fields: Readonly<Record<string, unknown>>,
  deps: SubmitDeps,
): Promise<Submission> {
  try {
    return await submit(fields, deps)
  } catch (error) {
    // Nothing is known to be committed: no acknowledgement, a retry soon.
    if (error instanceof StoreUnavailableError)
      return {
        ok: false,
        code: 'overloaded',
        retryAfterSeconds: CONTACT_SERVER_LIMITS.storeRetrySeconds,
        unreachable: true,
      }
    throw error
  }
}

async function submit(
  fields: Readonly<Record<string, unknown>>,
  {
    messages,
    tokens,
    tokenOptional = false,
    dailyCap = DAILY_MESSAGE_CAP,
    source,
    now = () => new Date(),
  }: SubmitDeps,
): Promise<Submission> {
  const result = validateContact(fields)
  if (!result.ok) return { ok: false, code: 'invalid_request', problems: result.problems }
  const token: TokenCheck = tokens?.inspect(fields[TOKEN_FIELD]) ?? { verdict: 'valid' }
  const tokenless = token.verdict === 'missing' && tokenOptional

  const sources = [
    ...(source ? [`net:${source}`] : []),
    ...(token.issuer ? [`issuer:${token.issuer}`] : []),
    ...(tokenless ? ['tokenless'] : []),
  ]
  const since = new Date(now().getTime() - DAY_MS)
  const share = (fraction: number) => Math.max(1, Math.floor(dailyCap * fraction))
  const room = {
    dailyCap,
    shares: Object.fromEntries(
      sources.map((name) => [
        name,
        share(
          name === 'tokenless'
            ? CONTACT_SERVER_LIMITS.tokenlessShare
            : CONTACT_SERVER_LIMITS.sourceShare,
        ),
      ]),
    ),
  }
  const atCap = {
    ok: false,
    code: 'overloaded',
    retryAfterSeconds: CONTACT_SERVER_LIMITS.dailyCapRetrySeconds,
  } as const
  // Checked here for the answer (before the traps), and again inside the save's transaction,
  // where it is exact under concurrent saves (message-store.ts, `SaveOptions.room`).
  if (
    await isFull(
      room,
      sources,
      () => messages.countSince(since),
      (name) => messages.chargesSince(name, since),
    )
  )
    return atCap

  // Bots get the same answer as people, and nothing is stored (OWASP: silent drop).
  if (result.honeypot) return accepted({ kind: 'honeypot' })
  if (token.verdict !== 'valid' && !tokenless) {
    return accepted({ kind: 'time_trap', token: token.verdict })
  }
  const saved = await messages.save(result.message, {
    nonce: result.nonce,
    ...(token.id && token.expiresAt && { token: { id: token.id, expiresAt: token.expiresAt } }),
    sources,
    room,
  })
  if (saved.full) return atCap
  return accepted({ kind: saved.stored ? 'stored' : saved.replay ? 'replay' : 'duplicate' })
}

const accepted = (value: Accepted): Submission => ({ ok: true, value })
