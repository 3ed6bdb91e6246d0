/**
 * The global budget of requests to the image host, so that no visitor (nor all of them together)
 * can make us hammer the host into blocking our address (docs/reliability.md, Limits, "Host
 * budget"). A token bucket of `perSecond` requests, one second deep. Work that will ask the host
 * for up to n images (a lookup probes every name at once) reserves all n up front: it waits at
 * most `maxWaitMs` for them, or is refused whole before it sends anything, so a lookup is never
 * half-probed. The requests it then sends draw on its reservation; what it did not use (a cached
 * or coalesced image) goes back when it ends. A request beyond the reservation (the one retry
 * of upstream.ts) or outside any is taken from the bucket even when that leaves it in debt, and
 * the reservations that follow wait for the debt to be paid: the rate holds on average.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Result } from '#core/result.ts'

export type HostBudget = {
  /**
   * Reserves `requests` host requests (waiting at most `maxWaitMs`), runs `work` on them and gives
   * back what it did not send; or refuses at once, saying when to try again.
   */
  spend<T>(requests: number, work: () => Promise<T>): Promise<Spent<T>>
  /** One request about to be sent (upstream.ts): from the running work's reservation, else the bucket. */
  charge(): void
  /** Requests the bucket holds now (negative: in debt, or promised to reservations that wait). */
  readonly available: number
}

export type Spent<T> = { ok: true; value: T } | { ok: false; retryAfterSeconds: number }

type Reservation = { left: number }

export function createHostBudget({
  perSecond,
  maxWaitMs,
  now = () => performance.now(),
  wait = (ms: number) => sleep(ms),
}: {
  perSecond: number
  maxWaitMs: number
  now?: () => number
  wait?: (ms: number) => Promise<unknown>
}): HostBudget {
  const capacity = perSecond
  let tokens = capacity
  let updated = now()
  const current = new AsyncLocalStorage<Reservation>()

  const refill = () => {
    const at = now()
    tokens = Math.min(capacity, tokens + ((at - updated) * perSecond) / 1000)
    updated = at
  }

  return {
    async spend(requests, work) {
      refill()
      // More than a second's budget could never be granted: a second's worth is as far as it goes.
      const wanted = Math.min(requests, capacity)
      const waitMs = ((wanted - tokens) * 1000) / perSecond
      if (waitMs > maxWaitMs) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
      }
      // Taken now, so that later callers queue behind this one; sent once the bucket has refilled.
      tokens -= wanted
      if (waitMs > 0) await wait(waitMs)
      const reservation: Reservation = { left: wanted }
      try {
        return { ok: true, value: await current.run(reservation, work) }
      } finally {
        refill()
        tokens = Math.min(capacity, tokens + reservation.left)
        reservation.left = 0
      }
    },
    charge() {
      const reservation = current.getStore()
      if (reservation && reservation.left > 0) {
        reservation.left -= 1
        return
      }
      refill()
      tokens -= 1
    },
    get available() {
      refill()
      return tokens
    },
  }
}

/** The budget could not give the work its requests in time: a 503 with Retry-After. */
export type OverBudget = { code: 'overloaded'; retryAfterSeconds: number; cause?: unknown }

/**
 * `work` within `budget` (none: no budget), its refusal as an `overloaded` failure.
 * @example await withinBudget(upstream.budget, 5, () => probe(sources, id))
 */
export async function withinBudget<T, F extends { readonly code: string }>(
  budget: HostBudget | undefined,
  requests: number,
  work: () => Promise<Result<T, F>>,
): Promise<Result<T, F | OverBudget>> {
  if (!budget) return work()
  const spent = await budget.spend(requests, work)
  if (spent.ok) return spent.value
  return { ok: false, code: 'overloaded', retryAfterSeconds: spent.retryAfterSeconds }
}
