/**
 * B12 (docs/reliability.md): the one upstream pool after 200 aborted oversized downloads. It must
 * still serve, never hold more than 40 sockets, and close every idle socket itself after the
 * 4 s keep-alive. A host and an app of its own, so the socket counts are this test's alone.
 */
import { afterAll, expect, test } from 'vitest'
import { UPSTREAM_LIMITS } from '#server/thumbnails/upstream.ts'
import { until } from '#tests/support/clock.ts'
import { percentile } from '#tests/support/stats.ts'
import { startApp, videoId } from './app-under-test.ts'
import { peakOpen } from './socket-recorder.ts'
import { figure } from './figures.ts'

// The host keeps idle sockets a minute, so every socket that closes while idle was closed by us.
const subject = await startApp({}, { keepAliveMs: 60_000 })
const { host, sockets } = subject
afterAll(() => subject.close())

/** Runs `task` for 0…count-1, at most `width` at a time. */
async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await task(i)
      }
    }),
  )
  return results
}

test('B12: after 200 aborted 50 MiB streams, 100 requests succeed, ≤ 40 sockets, every idle one closed by us', async () => {
  host.setFault('huge_chunked:52428800', { quality: 'hqdefault' })
  // Forty at a time, the pool's width: with all 200 at once, the later ones wait for a socket
  // long enough on a busy machine to meet the 5 s deadline (504) instead of the byte cap.
  const aborted = await pool(200, UPSTREAM_LIMITS.connections, async (i) =>
    subject.app.request(`/api/thumbnails/${videoId('bad', i)}/hqdefault.jpg`),
  )
  expect(aborted.map((res) => res.status)).toEqual(Array(200).fill(502))

  // The pool still serves; how fast is a figure.
  const latencies = await pool(100, 10, async (i) => {
    const started = performance.now()
    const res = await subject.app.request(`/api/thumbnails/${videoId('good', i)}/sddefault.jpg`)
    expect(res.status).toBe(200)
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1_000)
    return performance.now() - started
  })
  figure('B12', '100 requests after 200 aborts, p99', percentile(latencies, 99))

  const stats = host.stats()
  expect(stats.requests).toBe(300)
  // Counted on our side: the host sees a destroyed socket close a moment later.
  expect(peakOpen(sockets.sockets, `127.0.0.1:${host.port}`)).toBeLessThanOrEqual(
    UPSTREAM_LIMITS.connections,
  )
  figure('B12', 'peak upstream sockets', peakOpen(sockets.sockets, `127.0.0.1:${host.port}`), '')
  // Every aborted stream cost its socket: no half-read body went back into the pool.
  const served = stats.sockets.filter((s) => s.requests > 0)
  expect(served.length).toBeGreaterThanOrEqual(200)

  // Idle from the last request on. Every socket goes after our 4 s keep-alive; the host would
  // keep it a minute, so a socket closed here was closed by us.
  const idleSince = Math.max(...host.requests.map((r) => r.at))
  const ours = () => sockets.sockets.filter((s) => s.remote === `127.0.0.1:${host.port}`)
  await until(() => ours().every((s) => s.closedAt !== undefined), 15_000)
  for (const socket of ours()) expect(socket.closedAt).toBeDefined()
  const lastClose = Math.max(...ours().map((s) => s.closedAt ?? Infinity))
  figure('B12', 'last idle socket closed after', lastClose - idleSince)
  await until(() => host.stats().openSockets === 0, 500)
  expect(host.stats().openSockets).toBe(0)
}, 30_000)
