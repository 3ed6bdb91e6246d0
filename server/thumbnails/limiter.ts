/**
 * A counting semaphore with a bounded queue: at most `concurrency` tasks run,
 * at most `maxQueue` wait, and any more are refused at once so the caller can
 * answer 503 with Retry-After instead of letting latency grow without bound.
 * A caller with slow preparation (fetching the image to convert) reserves a
 * place first, so it is refused before that work rather than after it, and
 * gives the place back just before it calls `run`, which then cannot refuse it.
 */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full')
    this.name = 'QueueFullError'
  }
}

export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>
  /**
   * Holds a place (a slot or a queue place) for a task to come, or returns
   * undefined when every place is taken or held. Release it right before
   * `run` (same tick) or when the task will not come.
   */
  reserve(): Reservation | undefined
  readonly active: number
  readonly queued: number
  /** Places held by reservations not yet run. */
  readonly reserved: number
}

export type Reservation = {
  /** Gives the place back; a no-op the second time. */
  release(): void
}

export function createLimiter({
  concurrency,
  maxQueue,
}: {
  concurrency: number
  maxQueue: number
}): Limiter {
  let active = 0
  let reserved = 0
  const waiting: Array<() => void> = []
  const full = () => active + waiting.length + reserved >= concurrency + maxQueue

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active -= 1
  }

  return {
    async run(task) {
      // Held places count: what was promised to a reservation is not given away.
      if (full()) throw new QueueFullError()
      if (active >= concurrency) {
        // The releasing task hands its slot straight to us: `active` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        active += 1
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
    reserve() {
      if (full()) return undefined
      reserved += 1
      let held = true
      return {
        release() {
          if (!held) return
          held = false
          reserved -= 1
        },
      }
    },
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
    get reserved() {
      return reserved
    },
  }
}
