/**
 * The image-host budget shared by replicas through Redis (server/thumbnails/host-budget.ts,
 * `createSharedHostBudget`), against a real Redis 7 (tests/support/engines.ts) and the fake
 * image host. "Two replicas" are two thumbnail apps, each with its own upstream and its own
 * connection to one Redis, as two processes with REDIS_URL set have.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectRedis, type SharedRedis } from '#server/shared/redis.ts'
import {
  createSharedHostBudget,
  HOST_BUDGET_KEY,
  type HostBudget,
} from '#server/thumbnails/host-budget.ts'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { createUpstream, type Upstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { startRedis, type Redis } from '#tests/support/engines.ts'
import { memoryLogger } from '#tests/support/memory-logger.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'

let redis: Redis
let host: FakeImageHost
const connections: SharedRedis[] = []
const upstreams: Upstream[] = []
const connect = async () => {
  const connection = await connectRedis(redis.url, memoryLogger())
  connections.push(connection)
  return connection
}

beforeAll(async () => {
  ;[redis, host] = await Promise.all([startRedis(), startFakeImageHost()])
}, 600_000)
afterAll(async () => {
  await Promise.all([...connections, ...upstreams].map((each) => each.close()))
  await Promise.all([redis?.stop(), host?.close()])
})
beforeEach(async () => {
  host.reset()
  await redis.cli('DEL', HOST_BUDGET_KEY)
})

let serial = 0
/** A video never looked up before, so every lookup probes the host. */
const fresh = () => `budget${String(++serial).padStart(5, '0')}`

/**
 * Two replicas' thumbnail routes looking up new videos as fast as they are let, three at a time
 * each, for `ms`: the host requests they caused, and over how long (until the last lookup ended).
 */
async function hammer(upstreamOf: () => Promise<Upstream>, ms: number) {
  const apps = [thumbnailsApp({ upstream: await upstreamOf() }).app]
  apps.push(thumbnailsApp({ upstream: await upstreamOf() }).app)
  const started = performance.now()
  const statuses: number[][] = [[], []]
  await Promise.all(
    [0, 1, 0, 1, 0, 1].map(async (replica) => {
      while (performance.now() - started < ms) {
        const res = await apps[replica]!.request(`/api/thumbnails?url=${fresh()}`)
        statuses[replica]!.push(res.status)
        await res.arrayBuffer()
      }
    }),
  )
  return { sent: host.requests.length, seconds: (performance.now() - started) / 1000, statuses }
}

/**
 * A bucket one second deep: by time t, at most `perSecond × (1 + t)` requests in all, give or
 * take one lookup, as Redis's clock (TIME) and this process's timers differ by a millisecond or
 * two at the edges of the run.
 */
const bound = (perSecond: number, seconds: number) => perSecond * (1 + seconds) + PROBES_PER_LOOKUP

describe('HOST_REQUESTS_PER_SECOND with REDIS_URL', () => {
  // Three lookups' worth a second, so a couple of seconds show the rate rather than the burst.
  const perSecond = 3 * PROBES_PER_LOOKUP

  it('bounds the sum of two replicas by the one rate (each alone would allow it twice)', async () => {
    const shared = await hammer(async () => {
      const connection = await connect()
      const upstream = createUpstream(
        host.origin,
        { requestsPerSecond: perSecond },
        { budget: (settings) => createSharedHostBudget(connection, settings) },
      )
      upstreams.push(upstream)
      return upstream
    }, 2_000)
    expect(shared.sent).toBeLessThanOrEqual(bound(perSecond, shared.seconds))
    // Both replicas were served, and both were turned away when the budget was spent.
    for (const statuses of shared.statuses) {
      expect(statuses).toContain(200)
      expect(statuses).toContain(503)
    }

    // The same two replicas each on their own bucket: what the shared one prevents.
    host.reset()
    const apart = await hammer(async () => {
      const upstream = createUpstream(host.origin, { requestsPerSecond: perSecond })
      upstreams.push(upstream)
      return upstream
    }, 2_000)
    expect(apart.sent).toBeGreaterThan(bound(perSecond, apart.seconds))
  }, 30_000)

  it('gives back what a reservation did not use, to every replica', async () => {
    const [a, b] = [await connect(), await connect()]
    const settings = { perSecond: 10, maxWaitMs: 0 }
    const one = createSharedHostBudget(a, settings)
    const two = createSharedHostBudget(b, settings)
    // All ten reserved by one replica: the other is refused until a token comes back.
    const spending = one.spend(10, async () => {
      const refused = await two.spend(1, async () => 'sent')
      for (let i = 0; i < 4; i++) one.charge()
      return refused
    })
    const held = await spending
    expect(held).toEqual({ ok: true, value: { ok: false, retryAfterSeconds: 1 } })
    // Six unused came back (with a little refill since): the other replica may reserve them.
    await waitFor(async () => Number(await redis.cli('HGET', HOST_BUDGET_KEY, 'tokens')) >= 6)
    expect(await two.spend(6, async () => 'sent')).toEqual({ ok: true, value: 'sent' })
  })

  it('falls back to its own bucket while Redis is down, and is shared again after', async () => {
    const connection = await connect()
    const budget = createSharedHostBudget(connection, { perSecond: 10, maxWaitMs: 0 })
    expect(await sendAll(budget, 10)).toEqual({ ok: true, value: 10 })
    expect((await sendAll(budget, 10)).ok).toBe(false)
    await redis.halt()
    try {
      // This process's own bucket, full: it does not wait on the connection, and holds its rate.
      const started = performance.now()
      expect(await sendAll(budget, 10)).toEqual({ ok: true, value: 10 })
      expect((await sendAll(budget, 10)).ok).toBe(false)
      expect(performance.now() - started).toBeLessThan(1_000)
    } finally {
      await redis.start()
    }
    await waitFor(async () => connection.up)
    // A fresh Redis (no persistence): a full shared bucket again, and in use.
    expect(await sendAll(budget, 10)).toEqual({ ok: true, value: 10 })
    expect(Number(await redis.cli('HGET', HOST_BUDGET_KEY, 'tokens'))).toBeLessThan(1)
  }, 30_000)
})

/** Reserves `n` requests and sends them all (each charged, as upstream.ts charges a fetch). */
function sendAll(budget: HostBudget, n: number) {
  return budget.spend(n, async () => {
    for (let i = 0; i < n; i++) budget.charge()
    return n
  })
}

async function waitFor(condition: () => Promise<boolean>, ms = 10_000) {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('condition not met in time')
}
