/**
 * Pipelined requests never read (docs/reliability.md, "Pipelining"): 24 sockets each
 * write `GET /` requests back to back for PIPE_SECONDS (10 by default) and never read an
 * answer, while /healthz is probed every 200 ms on its own connection. The server must
 * keep its memory bounded (VmHWM ≤ 512 MiB, the plan's figure), answer the probes, and
 * hold nothing more once the sockets are gone. A fresh server, so the peak is this run's.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { percentile } from '#tests/support/stats.ts'
import { MIB, proc, settle, startLoadServer } from './harness.ts'

const SECONDS = Number(process.env.PIPE_SECONDS ?? 10)
const SOCKETS = 24
/** One write: 100 pipelined requests for the home page (its identity bytes, about 0.1 MiB). */
const BATCH = Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(100))

const load = await startLoadServer()
afterAll(() => load.close())

/** Writes batches whenever the socket takes them, never reads; counts what it wrote. */
function flooder(port: number): { socket: Socket; written: () => number } {
  const socket = connect(port, '127.0.0.1')
  socket.pause()
  socket.on('error', () => {})
  let written = 0
  const pump = () => {
    while (!socket.destroyed && socket.write(BATCH)) written += BATCH.length
  }
  socket.on('connect', pump)
  socket.on('drain', pump)
  return { socket, written: () => written }
}

test(
  '24 sockets pipelining without reading: memory bounded, probes answered, memory returned',
  async () => {
    const { pid, port, url } = load.server
    const startRss = proc.rss(pid)
    proc.resetPeak(pid)
    const flooders = Array.from({ length: SOCKETS }, () => flooder(port))
    const probes: number[] = []
    const failures: string[] = []
    const until = performance.now() + SECONDS * 1000
    while (performance.now() < until) {
      const started = performance.now()
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
        if (res.status !== 200) failures.push(`status ${res.status}`)
        await res.arrayBuffer()
      } catch (error) {
        failures.push(String(error))
      }
      probes.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const duringRss = proc.rss(pid)
    const peak = proc.peak(pid)
    const sent = flooders.reduce((sum, f) => sum + f.written(), 0)
    const closedBy = flooders.filter((f) => f.socket.destroyed || f.socket.readableEnded).length
    for (const f of flooders) f.socket.destroy()
    await settle(3_000)
    const afterRss = proc.rss(pid)
    const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`
    console.info(
      `pipelining, ${SOCKETS} sockets for ${SECONDS} s: ${(sent / MIB).toFixed(1)} MiB of requests written ` +
        `(${Math.round(sent / BATCH.length) * 100} requests), ${closedBy} sockets closed by the server; ` +
        `RSS ${mib(startRss)} → ${mib(duringRss)} (VmHWM ${mib(peak)}) → ${mib(afterRss)} 3 s after; ` +
        `/healthz ${probes.length} probes p50 ${percentile(probes, 50).toFixed(0)} ` +
        `p99 ${percentile(probes, 99).toFixed(0)} max ${Math.max(...probes).toFixed(0)} ms, ${failures.length} failed`,
    )
    expect(failures).toEqual([])
    // The first reads of 24 sockets are parsed in one go (Node's parser, some 40,000 requests):
    // a probe may wait that long once, never the seconds an unbounded backlog took.
    expect(percentile(probes, 99)).toBeLessThanOrEqual(2_000)
    expect(peak).toBeLessThanOrEqual(512 * MIB)
    // Nothing more is held once the sockets are gone (glibc keeps the pages it got).
    expect(afterRss).toBeLessThanOrEqual(peak + 16 * MIB)
  },
  (SECONDS + 90) * 1000,
)
