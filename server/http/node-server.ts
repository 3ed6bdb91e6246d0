/**
 * The Node HTTP server around the app: timeouts that bound slow clients, a bound on
 * pipelined requests per connection (pipelining.ts), and a graceful stop that lets in-flight requests finish before the process exits.
 */
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createServer, type RequestListener, type Server } from 'node:http'
import { pipelineGate } from './pipelining.ts'

export type FetchHandler = (request: Request) => Response | Promise<Response>

/** Node's HTTP server limits (docs/reliability.md, Limits: "Node's HTTP server"). */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  // Node (24 and 26 alike) waits keepAliveTimeout + this (default 1 s) before closing an idle
  // socket, so a client that honours the advertised `Keep-Alive: timeout=5` never reuses a
  // closing one. Half a second keeps that margin and the close at 5 ± 1 s
  // (docs/reliability.md, E4).
  keepAliveTimeoutBuffer: 500,
  // With Node's 30 s default, a 10 s headersTimeout fires only at the next 30 s check.
  connectionsCheckingInterval: 1_000,
  maxHeaderSize: 16 * 1024,
} as const

/** How long a stop waits for in-flight requests before cutting connections. */
export const DRAIN_TIMEOUT_MS = 20_000

export type RunningServer = {
  server: Server
  port: number
  /** Stops accepting, waits for in-flight requests (at most `drainMs`), then closes. */
  stop(drainMs?: number): Promise<void>
}

/**
 * Listens with `fetch` as the app, through @hono/node-server's request listener: its `serve()`,
 * with the listener behind the server limits above.
 */
export function startHttpServer(
  fetch: FetchHandler,
  { port, host }: { port: number; host: string },
): Promise<RunningServer> {
  const listener = getRequestListener(fetch, { hostname: host })
  return listen(createNodeServer(listener), { port, host })
}

/**
 * A Node HTTP server with the timeouts above and the bound on pipelined requests per connection
 * (pipelining.ts), not yet listening: the development server (server/pages/vite-dev.ts) hands it
 * to Vite first, which answers hot-update WebSockets on its port.
 */
export function createNodeServer(listener: RequestListener): Server {
  const server = createServer({ ...SERVER_TIMEOUTS }, pipelineGate(listener))
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout
  return server
}

/** Starts `server` listening; resolves once it does, with its port and its graceful stop. */
export function listen(
  server: Server,
  { port, host }: { port: number; host: string },
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.listen(port, host)
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        stop: (drainMs = DRAIN_TIMEOUT_MS) => stopServer(server, drainMs),
      })
    })
  })
}

function stopServer(server: Server, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      clearInterval(idleSweep)
      clearTimeout(deadline)
      resolve()
    })
    // close() only drops the connections idle at this instant; keep-alive
    // connections that finish a request later must be dropped as they go idle.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => server.closeAllConnections(), drainMs)
    server.closeIdleConnections()
  })
}
