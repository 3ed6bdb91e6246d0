/**
 * @module The connection recorder: every outbound TCP socket this
 * process opens, seen through `diagnostics_channel('net.client.socket')`, with each address it
 * tried, the one it reached, and when it closed. The server runs in-process, so its upstream
 * sockets show here.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { now } from '#tests/support/clock.ts'

export type ClientSocket = {
  /** `addr:port` it reached. */
  remote: string
  localPort: number | undefined
  openedAt: number
  closedAt: number | undefined
}

export type SocketRecorder = {
  /** `addr:port` of every connection attempt and every established connection. */
  readonly destinations: readonly string[]
  /** Every socket that connected, by its local port once known. */
  readonly sockets: readonly ClientSocket[]
  stop(): void
}

export function recordOutboundSockets(): SocketRecorder {
  const destinations: string[] = []
  const sockets: ClientSocket[] = []
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.on('connectionAttempt', (ip: string, port: number) => destinations.push(`${ip}:${port}`))
    socket.once('connect', () => {
      const remote = `${socket.remoteAddress}:${socket.remotePort}`
      destinations.push(remote)
      const record: ClientSocket = {
        remote,
        localPort: socket.localPort,
        openedAt: now(),
        closedAt: undefined,
      }
      sockets.push(record)
      socket.once('close', () => (record.closedAt = now()))
    })
  }
  subscribe('net.client.socket', onSocket)
  return { destinations, sockets, stop: () => unsubscribe('net.client.socket', onSocket) }
}

/** Most sockets to `remote` open at the same time. */
export function peakOpen(sockets: readonly ClientSocket[], remote: string): number {
  const events = sockets
    .filter((s) => s.remote === remote)
    .flatMap((s) => [
      { at: s.openedAt, step: 1 },
      ...(s.closedAt === undefined ? [] : [{ at: s.closedAt, step: -1 }]),
    ])
    .sort((a, b) => a.at - b.at || a.step - b.step)
  let open = 0
  let peak = 0
  for (const { step } of events) peak = Math.max(peak, (open += step))
  return peak
}
