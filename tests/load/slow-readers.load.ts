/**
 * RELIABILITY.md H5: 50 clients download large converted files at 1 KiB/s. The
 * server must respect backpressure (memory grows by at most the 50 outputs it
 * holds, plus 20 MiB) and keep serving everyone else as fast as before (p99
 * within ± 20 %). The 50 files are converted first, so the memory measured is
 * what slow readers cost, not what conversions cost (C-rows and H2 bound that),
 * and "everyone else" is a steady 100 requests/s, so their p99 measures the
 * server rather than a saturated CPU.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { percentile } from '#tests/support/stats.ts'
import {
  cannon,
  describeRun,
  latencies,
  MIB,
  proc,
  startLoadServer,
  uniqueVideoId,
  type LoadServer,
} from './harness.ts'

const SLOW = 50
const READ_BYTES_PER_SECOND = 1024
const MEASURE_SECONDS = 15

let load: LoadServer
beforeAll(async () => {
  load = await startLoadServer()
})
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
    { url: load.server.url, connections: 10, overallRate: 100, duration: MEASURE_SECONDS },
    () => '/',
  )

test('H5: 50 slow downloaders: memory bounded by what they hold, other clients unaffected', async () => {
  const { pid } = load.server
  // The largest files we make: full-HD PNGs, each converted (and cached) for its own video.
  const paths = Array.from(
    { length: SLOW },
    () => `/api/thumbnails/${uniqueVideoId('slow')}/fullhd.png`,
  )
  const sizes: number[] = []
  for (const path of paths) {
    const response = await fetch(`${load.server.url}${path}`)
    expect(response.status).toBe(200)
    sizes.push((await response.arrayBuffer()).byteLength)
  }
  const maxOutput = Math.max(...sizes)

  const baseline = await others()
  proc.resetPeak(pid)
  const rssBefore = proc.rss(pid)

  const readers = paths.map((path) => slowReader(load.server.port, path))
  // Every response is in flight once each reader has its first KiB.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const peakGrowth = proc.peak(pid) - rssBefore
  const during = await others()
  const { loop } = await load.monitor()
  const stillOpen = readers.filter((r) => !r.socket.destroyed).length
  const received = readers.map((r) => r.received())
  for (const reader of readers) reader.socket.destroy()

  const p99 = (run: typeof baseline) =>
    percentile(
      latencies(run, () => true),
      99,
    )
  console.info(
    `H5: output ${(maxOutput / MIB).toFixed(2)} MiB each; ${stillOpen}/${SLOW} slow readers still reading after ` +
      `${MEASURE_SECONDS + 3} s, ${Math.min(...received)}–${Math.max(...received)} bytes taken each; ` +
      `VmHWM growth ${(peakGrowth / MIB).toFixed(1)} MiB (bound ${((SLOW * maxOutput) / MIB + 20).toFixed(0)} MiB); ` +
      `loop p99 ${loop.p99} ms\n  ${describeRun('others before', baseline)}\n  ${describeRun('others during', during)}`,
  )
  expect(stillOpen).toBe(SLOW)
  // Nobody read faster than 1 KiB/s: the rest waited in socket buffers, not in the server.
  expect(Math.max(...received)).toBeLessThanOrEqual((MEASURE_SECONDS + 5) * READ_BYTES_PER_SECOND)
  expect(peakGrowth).toBeLessThanOrEqual(SLOW * maxOutput + 20 * MIB)
  expect([...during.byStatus.keys()]).toEqual([200])
  expect(p99(during)).toBeLessThanOrEqual(p99(baseline) * 1.2)
}, 120_000)
