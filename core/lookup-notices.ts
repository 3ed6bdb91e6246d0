/**
 * The failures a lookup meets, as the downloader's lasting notice
 * (app/components/downloader/lookup-notice.tsx) tells them apart, and whether it offers "Try
 * again": only where asking again can help. The words are the page's (`errors.lookup.*` in its
 * catalog). One row per API error code a lookup meets (core/error-codes.ts), plus `unreachable`
 * (no answer at all) and `fetch_failed` for anything else.
 */
import type { ErrorCode } from './error-codes.ts'

export type LookupNotice = {
  /** Whether "Try again" is offered: asking again can help. */
  readonly tryAgain: boolean
}

export const LOOKUP_NOTICES = {
  upstream_error: { tryAgain: true },
  upstream_timeout: { tryAgain: true },
  no_thumbnails: { tryAgain: false },
  overloaded: { tryAgain: true },
  rate_limited: { tryAgain: true },
  unreachable: { tryAgain: true },
  fetch_failed: { tryAgain: true },
} as const satisfies Record<string, LookupNotice>

/** A failed lookup, by what happened: a row of LOOKUP_NOTICES. */
export type LookupProblem = keyof typeof LOOKUP_NOTICES

/**
 * The row for the code a failed lookup got; a code with no row of its own (a 500, a request the
 * server refused) is `fetch_failed`.
 * @example lookupProblem('upstream_timeout') // 'upstream_timeout'
 * @example lookupProblem('internal_error') // 'fetch_failed'
 */
export function lookupProblem(code: ErrorCode | 'unreachable'): LookupProblem {
  return Object.hasOwn(LOOKUP_NOTICES, code) ? (code as LookupProblem) : 'fetch_failed'
}
