/**
 * A counting semaphore: at most `concurrency` tasks run, at most `maxQueue` wait (default: no
 * bound), and any more are refused at once (QueueFullError) so the caller can answer 503 with
 * Retry-After instead of letting latency grow without bound. Waiters leave when their signal
 * aborts. Fair between clients where they are named: no client holds more than `maxPerClient`
 * places (running, waiting or reserved), and a freed slot goes to the waiting client with the
 * fewest tasks running, so one client opening many connections cannot keep everyone else out
 * (docs/reliability.md, H6); tasks of no named client are served in order. An optional `admit`
 * check (a per-client token bucket, rate-limit.ts) is asked only once a place is free, so work
 * refused as busy costs the client nothing.
 * The places shrink when tasks get slow, if `maxLatencyMs` is set: the semaphore times its tasks
 * (a moving average) and offers only as many places as finish within it (at least one per slot),
 * so a queue of the costliest tasks cannot grow past that bound (docs/reliability.md, H7); a
 * client's share is then at most half of them.
 * A caller with slow preparation (fetching its input) reserves a place first, so it
 * is refused before that work rather than after it, and gives the place back just before it
 * calls `run`, which then refuses it only if the places shrank meanwhile.
 */
import type { RateLimitResult } from './rate-limit.ts'

export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full')
    this.name = 'QueueFullError'
  }
}

/** Why a place was not given: every place (or this client's share) is taken, or its bucket is empty. */
export type Refusal = { refused: 'busy' } | { refused: 'rate_limited'; retryAfterSeconds: number }

export type Semaphore = {
  /**
   * Runs `task` in a slot, as `client` (one key per client: server/http/client-key.ts); rejects
   * with QueueFullError when every place is taken, or with the signal's reason if it aborts
   * while the task waits.
   */
  run<T>(task: () => Promise<T>, client?: string, signal?: AbortSignal): Promise<T>
  /**
   * Holds a place (a slot or a queue place) for a task of `client` to come, or says why not;
   * `admit` is asked unless `charge` is false (light work the places alone bound).
   * Release it right before `run` (same tick) or when the task will not come.
   */
  reserve(client?: string, options?: { charge?: boolean }): Promise<Reservation | Refusal>
  readonly active: number
  readonly queued: number
  /** Places held by reservations not yet run. */
  readonly reserved: number
  /** What a task has taken lately, in ms (a moving average). */
  readonly taskMs: number
  /** Places offered now: running and waiting together. */
  readonly places: number
}

export type Reservation = {
  /** Gives the place back; a no-op the second time. */
  release(): void
}

/** Tasks in a place for a client that is not told apart from others (tests, direct use). */
const ANYONE = ''

/** @example createSemaphore({ concurrency: 6 }).run(() => fetchVideo(job)) */
export function createSemaphore({
  concurrency,
  maxQueue = Number.POSITIVE_INFINITY,
  maxPerClient = concurrency + maxQueue,
  admit = () => ({ allowed: true }),
  maxLatencyMs = Number.POSITIVE_INFINITY,
  taskMs: initialTaskMs = 0,
  now = () => performance.now(),
}: {
  concurrency: number
  /** Tasks that may wait for a slot; default: any number. */
  maxQueue?: number
  /** The most places one client may hold at once; default: all of them. */
  maxPerClient?: number
  /** Asked once per reservation that found a place, e.g. a token bucket's `take`. */
  admit?: (client: string) => RateLimitResult | Promise<RateLimitResult>
  /** How long the last place may take from joining to done: places × task time ÷ slots. */
  maxLatencyMs?: number
  /** The first estimate of a task's time, until tasks have been timed. */
  taskMs?: number
  now?: () => number
}): Semaphore {
  let taskMs = initialTaskMs
  /** When each running task started. */
  const startedAt = new Set<{ readonly at: number }>()
  let active = 0
  let reserved = 0
  const waiting: Array<{ client: string; start: () => void }> = []
  /** Per client: places held (running, waiting, reserved) and tasks running. */
  const held = new Map<string, number>()
  const running = new Map<string, number>()
  const count = (map: Map<string, number>, client: string, delta: number) => {
    const next = (map.get(client) ?? 0) + delta
    if (next === 0) map.delete(client)
    else map.set(client, next)
  }
  const places = () => {
    if (!Number.isFinite(maxLatencyMs)) return concurrency + maxQueue
    // A task running longer than the average already tells that tasks got slower.
    let slowest = taskMs
    for (const { at } of startedAt) slowest = Math.max(slowest, now() - at)
    const inTime = Math.floor((concurrency * maxLatencyMs) / Math.max(slowest, 1))
    return Math.max(concurrency, Math.min(concurrency + maxQueue, inTime))
  }
  const share = () => Math.min(maxPerClient, Math.max(1, Math.floor(places() / 2)))
  const over = (client: string) => client !== ANYONE && (held.get(client) ?? 0) >= share()
  /**
   * Every place is taken. Places a client holds beyond its share (taken while tasks were quick,
   * before the places shrank) do not count against the others: they wait behind no one's surplus.
   */
  const full = () => {
    const taken = active + waiting.length + reserved
    if (taken >= concurrency + maxQueue) return true
    let surplus = 0
    const fair = share()
    for (const [client, count] of held) if (client !== ANYONE) surplus += Math.max(0, count - fair)
    return taken - surplus >= places()
  }

  /** The slot of a finished task goes to the waiting client with the fewest tasks running. */
  const release = () => {
    let best = -1
    for (let i = 0; i < waiting.length; i++) {
      const candidate = running.get((waiting[i] as { client: string }).client) ?? 0
      if (best < 0 || candidate < (running.get((waiting[best] as { client: string }).client) ?? 0))
        best = i
    }
    const [next] = best < 0 ? [] : waiting.splice(best, 1)
    if (next) next.start()
    else active -= 1
  }

  return {
    async run(task, client = ANYONE, signal) {
      signal?.throwIfAborted()
      // Held places count: what was promised to a reservation is not given away.
      if (full() || over(client)) throw new QueueFullError()
      count(held, client, 1)
      if (active >= concurrency) {
        // The releasing task hands its slot straight to us: `active` stays the same.
        await new Promise<void>((start, reject) => {
          const waiter = {
            client,
            start: () => {
              signal?.removeEventListener('abort', leave)
              start()
            },
          }
          const leave = () => {
            waiting.splice(waiting.indexOf(waiter), 1)
            count(held, client, -1)
            reject(signal?.reason)
          }
          signal?.addEventListener('abort', leave, { once: true })
          waiting.push(waiter)
        })
      } else {
        active += 1
      }
      count(running, client, 1)
      const started = { at: now() }
      startedAt.add(started)
      try {
        return await task()
      } finally {
        // A moving average, a fifth from each task: it follows the work and the machine.
        taskMs += (now() - started.at - taskMs) / 5
        startedAt.delete(started)
        count(running, client, -1)
        count(held, client, -1)
        release()
      }
    },
    async reserve(client = ANYONE, { charge = true } = {}) {
      if (full() || over(client)) return { refused: 'busy' }
      // The place is held while the bucket answers (it may be in Redis: an await), so
      // concurrent callers cannot all pass `full()` on the same free place.
      reserved += 1
      count(held, client, 1)
      let holding = true
      const reservation = {
        release() {
          if (!holding) return
          holding = false
          reserved -= 1
          count(held, client, -1)
        },
      }
      // Work no client is named for (its caller bounds it some other way) is not charged: one
      // shared bucket would let one such caller spend everyone's.
      const admitted =
        charge && client !== ANYONE ? await admit(client) : { allowed: true as const }
      if (admitted.allowed) return reservation
      reservation.release()
      return { refused: 'rate_limited', retryAfterSeconds: admitted.retryAfterSeconds }
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
    get taskMs() {
      return taskMs
    },
    get places() {
      return places()
    },
  }
}
