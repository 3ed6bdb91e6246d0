/**
 * @module A canary on another loopback port, standing in for 169.254.169.254 in SSRF tests
 * (docs/reliability.md, A3, C4): any connection or request to it means something was followed.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Canary = {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string
  readonly port: number
  /** A URL on the canary, e.g. for a redirect's Location or an SVG href. */
  url(path?: string): string
  /** Requests received. */
  readonly hits: number
  /** TCP connections accepted, even those that never sent a request. */
  readonly connections: number
  /** Paths requested, in order. */
  readonly paths: readonly string[]
  close(): Promise<void>
}

/**
 * Starts a canary server that answers 200 and counts everything.
 * @example
 * const canary = await startCanary()
 * host.setFault(`redirect:302:${canary.url('/latest/meta-data/')}`)
 * expect(canary.hits).toBe(0)
 */
export async function startCanary(): Promise<Canary> {
  const paths: string[] = []
  let connections = 0
  const server = createServer((req, res) => {
    paths.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('canary\n')
  })
  server.on('connection', () => void (connections += 1))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    port,
    url: (path = '/') => `${origin}${path}`,
    get hits() {
      return paths.length
    },
    get connections() {
      return connections
    },
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
