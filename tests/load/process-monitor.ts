/**
 * Preloaded into the server under load
 * (`node --import ./tests/load/process-monitor.ts server/main.ts`), so the production
 * process is measured from inside as it runs (the figures of docs/reliability.md,
 * `npm run test:load`). On SIGUSR2 it prints, as one `monitor {…}` line on stderr, what
 * happened since the previous SIGUSR2, then starts over:
 * - `loop`: event-loop delay p50/p99/max in ms, the 10 ms sampling interval taken off
 *   (as Fastify's under-pressure does), so an idle loop reads 0;
 * - `upstream`: peak and current sockets connected to THUMBNAIL_ORIGIN, counted by
 *   the `net.client.socket` diagnostics channel when they connect and close;
 * - `memory`: `process.memoryUsage()` in MiB (V8 heap and Buffers against the RSS).
 */
import { subscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const RESOLUTION_MS = 10
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
histogram.enable()

const upstreamPort = Number(new URL(process.env.THUMBNAIL_ORIGIN ?? 'http://x:0').port)
let open = 0
let peak = 0
subscribe('net.client.socket', (message) => {
  const { socket } = message as { socket: Socket }
  socket.once('connect', () => {
    if (socket.remotePort !== upstreamPort) return
    open += 1
    peak = Math.max(peak, open)
    socket.once('close', () => (open -= 1))
  })
})

process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100)
  const report = {
    loop: {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    },
    upstream: { peak, open },
    memory: Object.fromEntries(
      Object.entries(process.memoryUsage()).map(([name, bytes]) => [
        name,
        Math.round(bytes / 2 ** 20),
      ]),
    ),
  }
  process.stderr.write(`monitor ${JSON.stringify(report)}\n`)
  histogram.reset()
  peak = open
})
