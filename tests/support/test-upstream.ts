/**
 * @module The image-host client (server/thumbnails/upstream.ts) for integration tests whose
 * subject is not the host budget (server/thumbnails/host-budget.ts). A lookup reserves 32 probes
 * at once and the production budget refills 200 a second, so a test that runs many lookups in a
 * row would wait for tokens, measure that wait and be refused with 503 `overloaded` on a busy
 * machine. Here the budget is so large it never binds; the budget's own behaviour is tested with
 * its real rate in tests/integration/thumbnail-limits.test.ts and the reliability suite (H8).
 */
import { createUpstream, type Upstream, type UpstreamLimits } from '#server/thumbnails/upstream.ts'

/** A budget no test reaches: 100,000 host requests a second. */
const UNBOUNDED_BUDGET = { requestsPerSecond: 100_000 } as const

/**
 * @example const upstream = testUpstream(host.origin)
 * @example const upstream = testUpstream(host.origin, { fetchTimeoutMs: 1_000 })
 */
export function testUpstream(origin: string, limits: Partial<UpstreamLimits> = {}): Upstream {
  return createUpstream(origin, { ...UNBOUNDED_BUDGET, ...limits })
}
