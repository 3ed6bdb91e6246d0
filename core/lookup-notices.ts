/**
 * What a failed lookup says in the downloader's lasting notice
 * (app/components/downloader/lookup-notice.tsx), in plain words, and whether it offers "Try
 * again": only where asking again can help. The toast about the same failure keeps its title
 * and sentence (core/toasts.ts); the notice says what happened. One row per API error code a
 * lookup meets (core/api-errors.ts), plus `unreachable` (no answer at all) and `fetch_failed`
 * for anything else.
 */
import type { ErrorCode } from './api-errors.ts'
import { TOASTS } from './toasts.ts'

export type LookupNotice = {
  readonly title: string
  readonly description: string
  /** Whether "Try again" is offered: asking again can help. */
  readonly tryAgain: boolean
}

export const LOOKUP_NOTICES = {
  upstream_error: {
    title: "YouTube's image server failed",
    description: 'It answered with an error instead of the pictures. Try again in a few minutes.',
    tryAgain: true,
  },
  upstream_timeout: {
    title: "YouTube's image server was too slow",
    description: 'It did not answer in time. Try again in a few minutes.',
    tryAgain: true,
  },
  no_thumbnails: {
    title: 'This video has no pictures',
    description: 'It may have been removed or made private. Check the link, or try another video.',
    tryAgain: false,
  },
  overloaded: {
    title: 'Our server is busy',
    description: 'Too many lookups are running at once. Try again in a moment.',
    tryAgain: true,
  },
  rate_limited: {
    title: 'Too many lookups from your connection',
    description: 'Wait a minute, then try again.',
    tryAgain: true,
  },
  unreachable: {
    title: 'The site could not be reached',
    description: 'Check your internet connection, then try again.',
    tryAgain: true,
  },
  fetch_failed: { ...TOASTS.fetchFailed, tryAgain: true },
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
