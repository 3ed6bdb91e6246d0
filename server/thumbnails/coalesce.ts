/**
 * Concurrent callers asking for the same work share one run of it: the first
 * starts it, the others get its promise, and the key is free again once the
 * work settles, whether it succeeded or failed (so a failure is not kept).
 */
export type Coalesce = <T>(key: string, task: () => Promise<T>) => Promise<T>

/**
 * @example
 * const coalesce = createCoalescer()
 * await Promise.all([coalesce('a', fetchA), coalesce('a', fetchA)]) // fetchA runs once
 */
export function createCoalescer(): Coalesce {
  const inflight = new Map<string, Promise<unknown>>()
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const running = inflight.get(key) as Promise<T> | undefined
    if (running) return running
    const started = task().finally(() => inflight.delete(key))
    inflight.set(key, started)
    return started
  }
}
