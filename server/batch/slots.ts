/**
 * A counting semaphore: at most `size` holders at once, the rest wait in order. A waiter whose
 * signal aborts leaves the queue. Shared by every batch so that the videos in flight across
 * all ZIPs stay bounded (docs/reliability.md, Limits).
 */
export type Slots = {
  /** Waits for a slot; the returned function gives it back. Rejects if `signal` aborts first. */
  take(signal?: AbortSignal): Promise<() => void>
  readonly busy: number
  readonly waiting: number
}

export function createSlots(size: number): Slots {
  let busy = 0
  const queue: { grant: () => void }[] = []

  const release = () => {
    const next = queue.shift()
    if (next) next.grant()
    else busy--
  }
  const once = () => {
    let done = false
    return () => {
      if (done) return
      done = true
      release()
    }
  }

  return {
    take(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      if (busy < size) {
        busy++
        return Promise.resolve(once())
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort)
            resolve(once())
          },
        }
        const onAbort = () => {
          const index = queue.indexOf(waiter)
          if (index >= 0) queue.splice(index, 1)
          reject(signal?.reason)
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        queue.push(waiter)
      })
    },
    get busy() {
      return busy
    },
    get waiting() {
      return queue.length
    },
  }
}
