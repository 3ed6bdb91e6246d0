/**
 * The app's retry policy for requests (api-client.ts): one retry at most, and only where it can
 * help. No answer at all (offline for a moment, a reset) is asked again after a short wait; a
 * 503 that says when to come back (`Retry-After`, RFC 9110 §10.2.3) is asked again then, if that
 * is soon. Every other answer is final and reported at once: a 502 or 504 is the server saying
 * what went wrong upstream (core/api-errors.ts), and asking again would only make the visitor
 * wait longer for the same words.
 */

export const RETRY = {
  /** Retries after the first request: one. */
  retries: 1,
  /** The wait before asking again when no answer arrived. */
  networkDelayMs: 500,
  /** The longest `Retry-After` waited out; a 503 asking for more is final. */
  maxRetryAfterMs: 2000,
} as const

/**
 * The wait before asking again after this failure (`undefined`: no answer arrived), or null when
 * a retry cannot help.
 * @example retryWait(new Response(null, { status: 503, headers: { 'Retry-After': '1' } })) // 1000
 * @example retryWait(new Response(null, { status: 502 })) // null
 */
export function retryWait(response: Response | undefined, now = Date.now()): number | null {
  if (response === undefined) return RETRY.networkDelayMs
  if (response.status !== 503) return null
  const wait = retryAfterMs(response.headers.get('Retry-After'), now)
  return wait !== null && wait <= RETRY.maxRetryAfterMs ? wait : null
}

/**
 * `Retry-After` in milliseconds: delay-seconds or an HTTP-date; null when absent or unreadable.
 * @example retryAfterMs('2') // 2000
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP-date names its weekday and month; Date.parse alone would take '-1' for a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : NaN
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export type Sleep = (ms: number) => Promise<void>

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
