/**
 * A counting semaphore with a bounded queue: at most `concurrency` tasks run,
 * at most `maxQueue` wait, and any more are refused at once so the caller can
 * answer 503 with Retry-After instead of letting latency grow without bound.
 */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full')
    this.name = 'QueueFullError'
  }
}

export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>
  readonly active: number
  readonly queued: number
}

export function createLimiter({
  concurrency,
  maxQueue,
}: {
  concurrency: number
  maxQueue: number
}): Limiter {
  let active = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active -= 1
  }

  return {
    async run(task) {
      if (active >= concurrency) {
        if (waiting.length >= maxQueue) throw new QueueFullError()
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
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
  }
}
