/**
 * The whole-request deadline (docs/reliability.md, Limits). The caller
 * gets a 504 when it runs out, but the work is not cancelled: a conversion
 * keeps its limiter slot until libvips really returns (sharp cannot stop a
 * running encode, sharp#4257), so a 504 never frees a slot that is still
 * burning CPU.
 */
import { HttpError } from './http-error.ts'

/** How long one API request may take, from arrival to answer. */
export const REQUEST_DEADLINE_MS = 10_000

/**
 * `work`'s result, or an HttpError 504 once `ms` have passed.
 * @example const lookup = await withDeadline(thumbnails.lookup(id), REQUEST_DEADLINE_MS)
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HttpError('upstream_timeout', { message: TIMEOUT_MESSAGE })),
      ms,
    )
  })
  // Once the deadline has answered, a later failure of the work has no one to reach: it is
  // shared (coalesced) work whose other callers still get it, so it is dropped here on purpose.
  work.catch(() => undefined)
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}

const TIMEOUT_MESSAGE = 'This took too long. Please try again.'
