/**
 * @module What the fake host saw since the last reset: every request, every socket and how
 * many bytes it wrote (`socket.bytesWritten`), so a test can assert "0 requests were made"
 * or "we closed after ≤ 256 KiB". Sockets that carried only `/__…` control calls are left out.
 */
import { once } from 'node:events'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/** One request, in arrival order. */
export type RequestRecord = {
  method: string
  /** Request target as sent (path and any query). */
  path: string
  headers: IncomingHttpHeaders
  /** Epoch milliseconds with sub-millisecond precision. */
  at: number
  /** Id of the socket it came on (see `SocketRecord.id`). */
  socket: number
  /** False for a path or method the real host has no reason to be asked for. */
  expected: boolean
}

/** One socket: accepted since the last reset, or still open from before it (`reused`). */
export type SocketRecord = {
  id: number
  /** The client's port: matches `localPort` of the socket on the client's side. */
  peerPort: number | undefined
  reused: boolean
  openedAt: number
  closedAt: number | undefined
  /** Bytes written since the last reset. */
  bytesWritten: number
  requests: number
}

/** Counters for assertions. */
export type HostStats = {
  requests: number
  unexpected: number
  /** Sockets accepted since the last reset. */
  acceptedSockets: number
  /** Sockets open now, whenever they were accepted. */
  openSockets: number
  /** Most sockets open at once since the last reset. */
  peakOpenSockets: number
  /** Bytes written since the last reset, over all sockets. */
  bytesWritten: number
  sockets: SocketRecord[]
}

/** `control`: has carried control calls and nothing else; `served`: ever carried another. */
type Entry = {
  socket: Socket
  record: SocketRecord
  control: boolean
  served: boolean
  baseline: number
}

/** Epoch milliseconds with sub-millisecond precision. */
export const now = (): number => performance.timeOrigin + performance.now()

export class Recorder {
  readonly requests: RequestRecord[] = []
  readonly unexpected: RequestRecord[] = []
  #entries = new Map<Socket, Entry>()
  #nextId = 1

  /** Starts tracking an accepted socket. */
  accept(socket: Socket): void {
    const record: SocketRecord = {
      id: this.#nextId++,
      peerPort: socket.remotePort,
      reused: false,
      openedAt: now(),
      closedAt: undefined,
      bytesWritten: 0,
      requests: 0,
    }
    const entry: Entry = { socket, record, control: false, served: false, baseline: 0 }
    this.#entries.set(socket, entry)
    socket.once('close', () => {
      record.closedAt = now()
      snapshot(entry)
    })
  }

  /** Notes a request; returns its record, or `undefined` for a control call. */
  request(req: IncomingMessage, expected: boolean): RequestRecord | undefined {
    const entry = this.#entries.get(req.socket)
    if (req.url?.startsWith('/__')) {
      if (entry && !entry.served) entry.control = true
      return undefined
    }
    if (entry) {
      entry.served = true
      entry.control = false
      entry.record.requests += 1
    }
    const record: RequestRecord = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      at: now(),
      socket: entry?.record.id ?? 0,
      expected,
    }
    this.requests.push(record)
    if (!expected) this.unexpected.push(record)
    return record
  }

  stats(): HostStats {
    const entries = [...this.#entries.values()].filter((e) => !e.control)
    entries.forEach(snapshot)
    const sockets = entries.map((e) => ({ ...e.record }))
    return {
      requests: this.requests.length,
      unexpected: this.unexpected.length,
      acceptedSockets: sockets.filter((s) => !s.reused).length,
      openSockets: sockets.filter((s) => s.closedAt === undefined).length,
      peakOpenSockets: peak(sockets),
      bytesWritten: sockets.reduce((sum, s) => sum + s.bytesWritten, 0),
      sockets,
    }
  }

  /** Starts a new count: forgets requests and closed sockets; open ones become `reused`. */
  clear(): void {
    this.requests.length = 0
    this.unexpected.length = 0
    for (const [socket, entry] of this.#entries) {
      if (entry.record.closedAt !== undefined) this.#entries.delete(socket)
      else {
        Object.assign(entry.record, { reused: true, openedAt: now(), requests: 0 })
        entry.baseline = socket.bytesWritten
      }
    }
  }

  /** Destroys every open socket and resolves once all have closed. */
  async destroyAll(): Promise<void> {
    const open = [...this.#entries.values()].filter((e) => e.record.closedAt === undefined)
    await Promise.all(
      open.map(({ socket }) => {
        const closed = once(socket, 'close')
        socket.destroy()
        return closed
      }),
    )
  }
}

function snapshot(entry: Entry): void {
  entry.record.bytesWritten = entry.socket.bytesWritten - entry.baseline
}

function peak(sockets: SocketRecord[]): number {
  const events = sockets.flatMap((s) => [
    { at: s.openedAt, step: 1 },
    ...(s.closedAt === undefined ? [] : [{ at: s.closedAt, step: -1 }]),
  ])
  events.sort((a, b) => a.at - b.at || a.step - b.step)
  let open = 0
  let max = 0
  for (const { step } of events) max = Math.max(max, (open += step))
  return max
}
