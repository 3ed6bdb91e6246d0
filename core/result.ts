/**
 * What an operation returns when failing is part of its job (a video without thumbnails, a busy
 * conversion queue): the value, or a failure with a `code` that each caller turns into its own
 * answer (an HTTP error in a route, a message on the page). Bugs are not failures: they throw.
 *
 * @example
 * function half(n: number): Result<number, { code: 'odd' }> {
 *   return n % 2 === 0 ? { ok: true, value: n / 2 } : { ok: false, code: 'odd' }
 * }
 */
export type Result<T, F extends { readonly code: string }> =
  { readonly ok: true; readonly value: T } | ({ readonly ok: false } & F)
