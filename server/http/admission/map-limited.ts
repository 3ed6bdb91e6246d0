/**
 * `work` over a list with a bound on how many run at once, on the semaphore (semaphore.ts).
 */
import { createSemaphore } from './semaphore.ts'

/**
 * `work` over `items` with at most `limit` at once, started in input order; results in input order.
 * @example await mapLimited(lines, 4, (line) => expand(line))
 */
export function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const semaphore = createSemaphore({ concurrency: limit })
  return Promise.all(items.map((item) => semaphore.run(() => work(item))))
}
