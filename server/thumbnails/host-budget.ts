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
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Result } from '#core/result.ts'
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

/**
 * The same bucket in Redis, shared by every replica on it (REDIS_URL), so that N replicas ask the
 * host for `perSecond` requests a second together, not N times that. One Lua script reads,
 * refills and charges it atomically with Redis's own clock (TIME), as the per-client limits do
 * (server/http/rate-limit.ts): `reserve` takes n tokens or refuses, saying how long they would
 * take; `charge` takes n even into debt; `return` gives back what a reservation did not use.
 * Lua numbers reach the caller as integers, so the bucket's level comes back as a string.
 */
const BUDGET_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local rate = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local max_wait = tonumber(ARGV[3])
local mode = ARGV[4]
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1])
local updated = tonumber(bucket[2])
if tokens == nil or updated == nil then
  tokens = rate
  updated = now
end
tokens = math.min(rate, tokens + math.max(0, now - updated) * rate / 1000)
local granted = 1
local wait = 0
if mode == 'reserve' then
  wait = (n - tokens) * 1000 / rate
  if wait > max_wait then granted = 0 else tokens = tokens - n end
elseif mode == 'charge' then
  tokens = tokens - n
else
  tokens = math.min(rate, tokens + n)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((rate - tokens) * 1000 / rate) + 1000)
return { granted, math.max(0, math.ceil(wait)), tostring(tokens) }
`
const BUDGET_SHA = createHash('sha1').update(BUDGET_SCRIPT).digest('hex')

/** The one bucket every replica draws on. */
export const HOST_BUDGET_KEY = 'thumbgrab:host-budget'

/**
 * A host budget shared through Redis (`BUDGET_SCRIPT`). While Redis cannot answer, work runs on
 * `fallback`, this process's own bucket of the same rate (so during an outage N replicas may
 * ask the host N times the rate, as the per-client limits fall back too); it is shared again as
 * soon as Redis answers. `available` is the level Redis last reported (or the fallback's, when
 * it was the one used last).
 * @example createUpstream(origin, limits, { budget: (s) => createSharedHostBudget(redis, s) })
 */
export function createSharedHostBudget(
  redis: SharedRedis,
  {
    perSecond,
    maxWaitMs,
    wait = (ms: number) => sleep(ms),
  }: { perSecond: number; maxWaitMs: number; wait?: (ms: number) => Promise<unknown> },
  fallback: HostBudget = createHostBudget({ perSecond, maxWaitMs, wait }),
): HostBudget {
  const current = new AsyncLocalStorage<Reservation>()
  const onFallback = new AsyncLocalStorage<true>()
  let level: number | undefined

  async function run(mode: 'reserve' | 'charge' | 'return', requests: number) {
    const answer = await redis.attempt(async (client) => {
      const args = [1, HOST_BUDGET_KEY, perSecond, requests, maxWaitMs, mode] as const
      // By digest; the whole script only the first time (and after a Redis restart).
      const reply = await client.evalsha(BUDGET_SHA, ...args).catch((error: Error) => {
        if (!error.message.startsWith('NOSCRIPT')) throw error
        return client.eval(BUDGET_SCRIPT, ...args)
      })
      return reply as [number, number, string]
    })
    if (answer) level = Number(answer.value[2])
    else level = undefined
    return answer?.value
  }

  return {
    async spend(requests, work) {
      const wanted = Math.min(requests, perSecond)
      const answer = await run('reserve', wanted)
      if (!answer) return fallback.spend(requests, () => onFallback.run(true, work))
      const [granted, waitMs] = answer
      if (granted !== 1) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
      }
      if (waitMs > 0) await wait(waitMs)
      const reservation: Reservation = { left: wanted }
      try {
        return { ok: true, value: await current.run(reservation, work) }
      } finally {
        const unused = reservation.left
        reservation.left = 0
        // Not awaited: the work's answer does not wait on its change; lost with Redis, harmlessly.
        if (unused > 0) void run('return', unused)
      }
    },
    charge() {
      const reservation = current.getStore()
      if (reservation && reservation.left > 0) {
        reservation.left -= 1
        return
      }
      if (!reservation && onFallback.getStore()) {
        fallback.charge()
        return
      }
      // Beyond a reservation, or outside any: into the shared bucket, even into debt.
      void run('charge', 1).then((answer) => {
        if (!answer) fallback.charge()
      })
    },
    get available() {
      return level ?? fallback.available
    },
  }
}
