/**
 * A bound on pipelined requests per connection (docs/reliability.md, "Pipelining"). HTTP/1.1
 * lets a client send requests before it has read the answers to earlier ones. Node parses
 * every request in each chunk it reads and calls the handler for each at once, and since our
 * handler answers asynchronously, Node's own check (it pauses a socket whose queued output
 * passes the high-water mark) only sees answers already written: a client that pipelines
 * thousands of requests and never reads made the server render and hold thousands of answers,
 * its memory growing without bound (docs/reliability.md, "Faults of the adversarial run").
 *
 * Here at most `maxActive` requests of one connection are being answered at a time (an answer
 * counts until the response has closed: written to the socket, or the socket gone); the next
 * ones wait, unprocessed, and the socket stops being read while any wait. A client that still
 * has more than `maxWaiting` parsed requests waiting (Node may resume a socket, and one read
 * holds many small requests) is not reading its answers: the connection is closed.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export const PIPELINE_LIMITS = {
  /** Requests of one connection answered at once: browsers never pipeline, so 1 is theirs. */
  maxActive: 8,
  /** Parsed requests left waiting before the connection is closed. */
  maxWaiting: 256,
} as const

type ConnectionState = {
  active: number
  waiting: Array<[IncomingMessage, ServerResponse]>
}

/**
 * Wraps a request listener so that each connection has at most `maxActive` answers in progress.
 * @example createServer(options, pipelineGate(listener))
 */
export function pipelineGate(
  listener: RequestListener,
  { maxActive, maxWaiting }: { maxActive: number; maxWaiting: number } = PIPELINE_LIMITS,
): RequestListener {
  const connections = new WeakMap<Socket, ConnectionState>()

  const stateOf = (socket: Socket): ConnectionState => {
    let state = connections.get(socket)
    if (!state) {
      const created: ConnectionState = { active: 0, waiting: [] }
      connections.set(socket, created)
      // The waiting requests of a closed connection are never answered.
      socket.once('close', () => (created.waiting.length = 0))
      state = created
    }
    return state
  }

  const start = (
    state: ConnectionState,
    socket: Socket,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    state.active++
    res.once('close', () => {
      state.active--
      const next = state.waiting.shift()
      if (next) start(state, socket, ...next)
      else if (socket.isPaused() && !socket.destroyed) socket.resume()
    })
    void listener(req, res)
  }

  return (req, res) => {
    const socket = req.socket
    // The rest of a read already parsed after the connection was closed: dropped unseen.
    if (socket.destroyed) return
    const state = stateOf(socket)
    if (state.active < maxActive && state.waiting.length === 0) {
      start(state, socket, req, res)
      return
    }
    state.waiting.push([req, res])
    if (state.waiting.length > maxWaiting) {
      state.waiting.length = 0
      socket.destroy()
      return
    }
    socket.pause()
  }
}
