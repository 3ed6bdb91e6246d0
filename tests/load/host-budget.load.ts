/**
 * H8 (docs/reliability.md): 5,000 lookups of new videos from 50 connections, each a visitor of
 * its own, against the default host budget (HOST_REQUESTS_PER_SECOND, 200). The image host must
 * see at most the budget (a second's worth at once, then the rate), and every lookup is answered
 * whole: 200, or 503 `overloaded` with Retry-After (server/thumbnails/host-budget.ts).
 */
import { afterAll, expect, test } from 'vitest'
import { UPSTREAM_LIMITS } from '#server/thumbnails/upstream.ts'
import { cannon, describeRun, startLoadServer, uniqueVideoId } from './harness.ts'

const PER_SECOND = UPSTREAM_LIMITS.requestsPerSecond
const load = await startLoadServer({ HOST_REQUESTS_PER_SECOND: String(PER_SECOND) })
afterAll(() => load.close())

test(`H8: 5,000 new lookups: the host sees ≤ ${PER_SECOND} requests a second; 200 or 503 + Retry-After`, async () => {
  await load.host.reset()
  const run = await cannon(
    { url: load.server.url, connections: 50, amount: 5_000, duration: 120 },
    () => `/api/thumbnails?url=${uniqueVideoId('hb')}`,
    (status, headers) => {
      if (status === 503 && !/^\d+$/.test(headers['retry-after'] ?? ''))
        return '503 without Retry-After'
      if (status !== 200 && status !== 503) return `status ${status}`
      return undefined
    },
  )
  const { requests } = await load.host.stats()
  const seconds = run.result.duration
  console.info(
    `${describeRun('H8 new lookups, 50 connections', run)}\n` +
      `  image host: ${requests} requests in ${seconds} s, ${(requests / seconds).toFixed(0)}/s`,
  )
  expect(run.result.errors).toBe(0)
  expect(run.violations).toEqual([])
  expect(run.byStatus.get(200)?.length ?? 0).toBeGreaterThan(0)
  expect(requests).toBeLessThanOrEqual(PER_SECOND * (seconds + 1))
}, 180_000)
