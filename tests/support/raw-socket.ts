/**
 * @module Raw TCP exchanges with our HTTP server, for what no HTTP client will
 * send: slow headers and bodies, bad framing, missing Host. Everything that
 * happens (the reply bytes, when the server closed) comes back as data.
 */
import { connect, type Socket } from 'node:net'

export type RawExchange = {
  /** Everything the server sent. */
  reply: string
  /** The status of the first response, or null if none came. */
  status: number | null
  /** Milliseconds from connect to the server's first byte, or null. */
  firstByteMs: number | null
  /** Milliseconds from connect to the close, or null if still open at `timeoutMs`. */
  closedMs: number | null
  /** Set when the exchange ended in a socket error (say ECONNRESET). */
  error: string | null
}

export type RawScript = (socket: Socket, closed: () => boolean) => void | Promise<void>

/**
 * Connects, runs `script` (which writes), and resolves when the server closes
 * the connection or `timeoutMs` passes (then the socket is destroyed).
 */
export function rawExchange(
  port: number,
  script: RawScript | string | Buffer,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = performance.now()
    const chunks: Buffer[] = []
    let firstByteMs: number | null = null
    let closed = false
    let error: string | null = null
    const socket = connect(port, '127.0.0.1')
    const finish = () => {
      clearTimeout(timer)
      const reply = Buffer.concat(chunks).toString('latin1')
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(reply)
      resolve({
        reply,
        status: match ? Number(match[1]) : null,
        firstByteMs,
        closedMs: closed ? performance.now() - started : null,
        error,
      })
    }
    const timer = setTimeout(() => {
      socket.destroy()
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      firstByteMs ??= performance.now() - started
      chunks.push(chunk)
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message
    })
    socket.on('close', () => {
      closed = performance.now() - started < timeoutMs
      finish()
    })
    socket.once('connect', () => {
      const run = typeof script === 'function' ? script : (s: Socket) => void s.write(script)
      Promise.resolve(run(socket, () => socket.destroyed || socket.readableEnded)).catch(
        (err: unknown) => {
          // A write after the server closed is expected in these scenarios.
          if (!socket.destroyed) socket.destroy(err instanceof Error ? err : new Error(String(err)))
        },
      )
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
