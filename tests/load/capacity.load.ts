/**
 * H1 (docs/reliability.md): conversion capacity per format with 20 clients, the T that
 * H2's queue and H4's rate are sized from. Every request names a new video, so nothing
 * comes from the server's caches: jpg measures fetch and pass-through, png and webp a
 * full 1280×720 conversion each.
 */
import { afterAll, expect, test } from 'vitest'
import { FORMATS } from '#core/formats.ts'
import { percentile } from '#tests/support/stats.ts'
import {
  cannon,
  describeRun,
  latencies,
  settle,
  startLoadServer,
  uniqueVideoId,
} from './harness.ts'

const load = await startLoadServer()
afterAll(() => load.close())

test.each(FORMATS.map((f) => f.id))(
  'H1: %s with 20 clients: no error, no non-2xx',
  async (format) => {
    await settle()
    const run = await cannon(
      { url: load.server.url, connections: 20 },
      () => `/api/thumbnails/${uniqueVideoId(`c${format[0]}`)}/maxresdefault.${format}`,
    )
    console.info(describeRun(`H1 ${format}`, run))
    expect(run.result.errors).toBe(0)
    expect(run.result.timeouts).toBe(0)
    expect([...run.byStatus.keys()]).toEqual([200])
    // The plan bounds webp, the format the page offers first: 2 s on 2 vCPU.
    if (format === 'webp')
      expect(
        percentile(
          latencies(run, () => true),
          99,
        ),
      ).toBeLessThanOrEqual(2_000)
  },
)
