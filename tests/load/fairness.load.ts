/**
 * H6 (docs/reliability.md): one client floods the conversion queue from 24 connections, each
 * asking for a new video's Full HD PNG (the costliest conversion), while a visitor on another
 * address downloads a new video's Full HD PNG once a second. The visitor must get all 30: no
 * client holds more than its share of the queue (server/http/admission/semaphore.ts), a freed
 * slot goes to the client with the fewest running, and the flooder's conversions are held to
 * its token bucket (THUMBNAIL_LIMITS.conversion in server/thumbnails/limits.ts).
 */
import { request } from 'node:http'
import { afterAll, expect, test } from 'vitest'
import { percentile } from '#tests/support/stats.ts'
import { cannon, describeRun, LOAD_SECONDS, startLoadServer, uniqueVideoId } from './harness.ts'

const load = await startLoadServer()
afterAll(() => load.close())

const VISITS = 30

/** One GET from `localAddress` (another loopback address is another client): status and ms. */
function get(url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const start = performance.now()
  return new Promise((resolve, reject) => {
    request(url, { localAddress }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
      )
    })
      .on('error', reject)
      .end()
  })
}

test(
  'H6: a visitor gets 30 of 30 conversions while one client floods with 24 connections',
  async () => {
    const flooding = cannon(
      { url: load.server.url, connections: 24, duration: Math.max(LOAD_SECONDS, VISITS + 5) },
      () => `/api/thumbnails/${uniqueVideoId('fl')}/fullhd.png`,
      undefined,
      { asOneClient: true },
    )
    // Let the flood fill the queue first.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const visits: Array<{ status: number; ms: number }> = []
    for (let i = 0; i < VISITS; i++) {
      const started = performance.now()
      const url = `${load.server.url}/api/thumbnails/${uniqueVideoId('vi')}/fullhd.png`
      visits.push(await get(url, '127.0.0.2'))
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - started))),
      )
    }
    const flood = await flooding
    const ok = visits.filter((visit) => visit.status === 200)
    const statuses = visits.map((visit) => visit.status)
    const floodConverted = flood.byStatus.get(200)?.length ?? 0
    console.info(
      `${describeRun('H6 flood, 24 connections, one client', flood)}\n` +
        `  visitor: ${ok.length}/${VISITS} 200 (statuses ${JSON.stringify(statuses)}); ` +
        `p50 ${percentile(
          visits.map((v) => v.ms),
          50,
        ).toFixed(0)} ms, ` +
        `max ${Math.max(...visits.map((v) => v.ms)).toFixed(0)} ms; flooder converted ${floodConverted} ` +
        `in ${flood.result.duration} s`,
    )
    expect(statuses).toEqual(Array<number>(VISITS).fill(200))
    // The flooder's bucket: 20 at once, then one a second.
    expect(floodConverted).toBeLessThanOrEqual(20 + flood.result.duration + 2)
    expect(flood.result.errors).toBe(0)
  },
  (Math.max(LOAD_SECONDS, VISITS + 5) + 90) * 1000,
)
