/**
 * The global budget of requests to the image host, so that no visitor (nor all of them together)
 * can make us hammer the host into blocking our address (docs/reliability.md, Limits, "Host
 * budget"). One token bucket (server/http/admission/token-bucket.ts) of `perSecond` requests,
 * one second deep. Work that will ask the host for up to n images (a lookup probes every name at
 * once) reserves all n up front: it waits at most `maxWaitMs` for them, or is refused whole
 * before it sends anything, so a lookup is never half-probed. The requests it then sends draw on
 * its reservation; what it did not use (a cached or coalesced image) goes back when it ends. A
 * request beyond the reservation (the one retry of upstream.ts) or outside any is taken from the
 * bucket even when that leaves it in debt, and the reservations that follow wait for the debt to
 * be paid: the rate holds on average.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Result } from '#core/result.ts'
import { createRedisTokenBucket } from '../http/admission/redis-token-bucket.ts'
import { createTokenBucket, type TokenBucket } from '../http/admission/token-bucket.ts'
import type { SharedRedis } from '../shared/redis.ts'

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

export type HostBudgetSettings = {
  perSecond: number
  maxWaitMs: number
  wait?: (ms: number) => Promise<unknown>
}

/** The one bucket every replica draws on (in Redis; the same name in a process of its own). */
export const HOST_BUDGET_KEY = 'thumbgrab:host-budget'

type Reservation = { left: number }

/** @example createHostBudget({ perSecond: 200, maxWaitMs: 1_000 }) */
export function createHostBudget({
  perSecond,
  maxWaitMs,
  now,
  wait = (ms: number) => sleep(ms),
  bucket = createTokenBucket({ capacity: perSecond, refillMs: 1000 / perSecond, now }),
}: HostBudgetSettings & { now?: () => number; bucket?: TokenBucket }): HostBudget {
  const current = new AsyncLocalStorage<Reservation>()
  return {
    async spend(requests, work) {
      // More than a second's budget could never be granted: a second's worth is as far as it goes.
      const wanted = Math.min(requests, perSecond)
      // Taken now, so that later callers queue behind this one; sent once the bucket has refilled.
      const answer = bucket.take(HOST_BUDGET_KEY, wanted, maxWaitMs)
      // A bucket in this process answers at once: the work starts in the same tick.
      const taken = answer instanceof Promise ? await answer : answer
      if (!taken.granted) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(taken.waitMs / 1000)) }
      }
      if (taken.waitMs > 0) await wait(taken.waitMs)
      const reservation: Reservation = { left: wanted }
      try {
        return { ok: true, value: await current.run(reservation, work) }
      } finally {
        const unused = reservation.left
        reservation.left = 0
        if (unused > 0) bucket.give(HOST_BUDGET_KEY, unused)
      }
    },
    charge() {
      const reservation = current.getStore()
      if (reservation && reservation.left > 0) {
        reservation.left -= 1
        return
      }
      // Beyond a reservation, or outside any: into the bucket, even into debt; not awaited.
      void bucket.take(HOST_BUDGET_KEY, 1, Number.POSITIVE_INFINITY)
    },
    get available() {
      return bucket.level(HOST_BUDGET_KEY)
    },
  }
}

/**
 * The same budget on a bucket in Redis, shared by every replica on it (REDIS_URL), so that N
 * replicas ask the host for `perSecond` requests a second together, not N times that. While
 * Redis cannot answer, work draws on this process's own bucket of the same rate (so during an
 * outage N replicas may ask the host N times the rate, as the per-client limits fall back too);
 * it is shared again as soon as Redis answers. `available` is the level Redis last reported (or
 * the process's own, when that was the one used last).
 * @example createUpstream(origin, limits, { budget: (s) => createSharedHostBudget(redis, s) })
 */
export function createSharedHostBudget(
  redis: SharedRedis,
  settings: HostBudgetSettings,
): HostBudget {
  const limit = { capacity: settings.perSecond, refillMs: 1000 / settings.perSecond }
  return createHostBudget({ ...settings, bucket: createRedisTokenBucket(redis, limit) })
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
