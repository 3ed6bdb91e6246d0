/**
 * What a `POST /api/contact` came to, before it is written out as JSON (201 or
 * an error) or as the browser's 303 back to the form (core/contact-outcome.ts),
 * and the one place where a contact refusal becomes an HttpError.
 */
import { fieldProblemTexts, type FieldProblems } from '#core/contact-rules.ts'
import {
  INVALID_FIELDS_TEXT,
  REFUSAL_TEXTS,
  type ContactOutcome,
  type RefusalReason,
} from '#core/contact-outcome.ts'
import { HttpError } from '../http/http-error.ts'
import type { Accepted, Refusal } from './service.ts'

export type PostOutcome =
  | { kind: 'accepted'; value: Accepted }
  | { kind: 'invalid'; problems: FieldProblems; error: HttpError }
  /**
   * Over a rate limit, or a body the kernel would not read (server/http/request-body.ts);
   * `reason`: the page's words for it, when the code alone does not tell them.
   */
  | { kind: 'refused'; error: HttpError; reason?: RefusalReason }

/**
 * A refusal of the service, or of the per-client limit in the same shape, as an outcome.
 * @example refusedOutcome({ ok: false, code: 'rate_limited', retryAfterSeconds: 120 })
 * // { kind: 'refused', error: HttpError 429 with Retry-After: 120 }
 */
export function refusedOutcome(refusal: Refusal): PostOutcome {
  switch (refusal.code) {
    case 'invalid_request':
      return {
        kind: 'invalid',
        problems: refusal.problems,
        error: new HttpError('invalid_request', {
          message: INVALID_FIELDS_TEXT,
          fields: fieldProblemTexts(refusal.problems),
        }),
      }
    case 'rate_limited':
      return {
        kind: 'refused',
        error: new HttpError('rate_limited', {
          headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
        }),
      }
    case 'overloaded':
      // The daily cap or a source's share of it: the same words for everyone (decision 021).
      // A store that did not answer says "in a moment", as its Retry-After does, not the cap's hour.
      return {
        kind: 'refused',
        reason: refusal.unreachable ? 'failed' : 'busy',
        error: new HttpError('overloaded', {
          message: REFUSAL_TEXTS[refusal.unreachable ? 'failed' : 'busy'],
          headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
        }),
      }
  }
}

/**
 * What the contact page is told after a plain form post. Only the codes it
 * has words for travel; any other refusal (a malformed or unsupported body)
 * reads as a failed send.
 */
export function browserOutcome(outcome: PostOutcome): ContactOutcome {
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'sent' }
    case 'invalid':
      return { kind: 'invalid', problems: outcome.problems }
    case 'refused': {
      if (outcome.reason) return { kind: 'refused', reason: outcome.reason }
      const { code } = outcome.error
      const known = code === 'rate_limited' || code === 'payload_too_large'
      return { kind: 'refused', reason: known ? code : 'failed' }
    }
  }
}
