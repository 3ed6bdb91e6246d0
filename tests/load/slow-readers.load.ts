/**
 * H5 (docs/reliability.md): 50 clients download large converted files at 1 KiB/s. The
 * server must respect backpressure (memory grows by at most the 50 outputs it holds,
 * plus 20 MiB) and keep serving everyone else as fast as before (p99 within ± 20 %).
 *
 * The files are full-HD PNGs of photo-like pictures (about 5 MB each, as a real
 * thumbnail's), converted before the readers come, so the memory measured is what
 * slow readers cost, not what conversions cost (C-rows and H2 bound that); ten
 * videos, so that all of them stay in the server's output cache. "Everyone else"
 * is a steady 100 requests/s, so their p99 measures the server rather than a
 * saturated CPU. A p99 of a few hundred samples moves with the machine, so the
 * test alternates windows without and with the slow readers, side by side, and
 * compares the medians of their p99s.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { PHOTO_PREFIX } from '#tests/fake-image-host/videos.ts'
import { median, percentile } from '#tests/support/stats.ts'
import {
  cannon,
  describeRun,
  latencies,
  MIB,
  proc,
  settle,
  startLoadServer,
  uniqueVideoId,
  type LoadRun,
} from './harness.ts'

const SLOW = 50
const VIDEOS = 10
const READ_BYTES_PER_SECOND = 1024
/** Windows without, then with, the slow readers. */
const ROUNDS = 5
const WINDOW_SECONDS = 5
/** How long the readers read before a window starts: every response is in flight by then. */
const LEAD_SECONDS = 3

const load = await startLoadServer()
afterAll(() => load.close())

type SlowReader = { socket: Socket; received: () => number; contentLength: () => number }

/** Asks for `path`, then takes 1 KiB a second off the socket, leaving the rest in the kernel. */
function slowReader(port: number, path: string): SlowReader {
  const socket = connect(port, '127.0.0.1')
  let received = 0
  let head = ''
  socket.setNoDelay(true)
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
  socket.pause()
  const timer = setInterval(() => {
    const chunk = socket.read(READ_BYTES_PER_SECOND) as Buffer | null
    if (!chunk) return
    if (received === 0) head = chunk.toString('latin1')
    received += chunk.length
  }, 1_000)
  socket.on('close', () => clearInterval(timer))
  socket.on('error', () => clearInterval(timer))
  return {
    socket,
    received: () => received,
    contentLength: () => Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0),
  }
}

const others = () =>
  cannon(
    { url: load.server.url, connections: 10, overallRate: 100, duration: WINDOW_SECONDS },
    () => '/',
  )

const p99 = (run: LoadRun) =>
  percentile(
    latencies(run, () => true),
    99,
  )

test('H5: 50 slow downloaders: memory bounded by what they hold, other clients unaffected', async () => {
  const { pid } = load.server
  const videos = Array.from(
    { length: VIDEOS },
    () => `/api/thumbnails/${uniqueVideoId(PHOTO_PREFIX)}/fullhd.png`,
  )
  const sizes: number[] = []
  for (const path of videos) {
    const response = await fetch(`${load.server.url}${path}`)
    expect(response.status).toBe(200)
    sizes.push((await response.arrayBuffer()).byteLength)
  }
  const maxOutput = Math.max(...sizes)
  await settle()

  const without: LoadRun[] = []
  const withReaders: LoadRun[] = []
  const stillOpen: number[] = []
  const received: number[] = []
  let peakGrowth = 0
  for (let round = 0; round < ROUNDS; round++) {
    without.push(await others())
    proc.resetPeak(pid)
    const rssBefore = proc.rss(pid)
    const readers = Array.from({ length: SLOW }, (_, i) =>
      slowReader(load.server.port, videos[i % VIDEOS] ?? ''),
    )
    await new Promise((resolve) => setTimeout(resolve, LEAD_SECONDS * 1_000))
    withReaders.push(await others())
    peakGrowth = Math.max(peakGrowth, proc.peak(pid) - rssBefore)
    stillOpen.push(readers.filter((r) => !r.socket.destroyed).length)
    received.push(...readers.map((r) => r.received()))
    for (const reader of readers) reader.socket.destroy()
  }
  const { loop } = await load.monitor()

  const p99Without = without.map(p99)
  const p99With = withReaders.map(p99)
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ')
  console.info(
    `H5: ${SLOW} readers on ${VIDEOS} files of ${(maxOutput / MIB).toFixed(2)} MiB at most; ` +
      `${ROUNDS} rounds of ${WINDOW_SECONDS} s windows; still reading at each window's end: ${stillOpen.join(', ')}; ` +
      `${Math.min(...received)}–${Math.max(...received)} bytes taken each; ` +
      `VmHWM growth ${(peakGrowth / MIB).toFixed(1)} MiB at most (bound ${((SLOW * maxOutput) / MIB + 20).toFixed(0)} MiB); ` +
      `loop p99 ${loop.p99} ms\n` +
      `  others' p99 without readers ${ms(p99Without)} ms (median ${median(p99Without).toFixed(0)}), ` +
      `with them ${ms(p99With)} ms (median ${median(p99With).toFixed(0)})\n` +
      [...without, ...withReaders]
        .map((run, i) => `  ${describeRun(i < ROUNDS ? 'without' : 'with', run)}`)
        .join('\n'),
  )
  expect(stillOpen).toEqual(Array(ROUNDS).fill(SLOW))
  // Nobody read faster than 1 KiB/s: the rest waited in socket buffers, not in the server.
  expect(Math.max(...received)).toBeLessThanOrEqual(
    (LEAD_SECONDS + WINDOW_SECONDS + 2) * READ_BYTES_PER_SECOND,
  )
  expect(peakGrowth).toBeLessThanOrEqual(SLOW * maxOutput + 20 * MIB)
  for (const run of [...without, ...withReaders]) expect([...run.byStatus.keys()]).toEqual([200])
  expect(median(p99With)).toBeLessThanOrEqual(median(p99Without) * 1.2)
}, 180_000)
