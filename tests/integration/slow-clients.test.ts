/**
 * E1, E2, E4 (docs/reliability.md) at full scale: Node's own timeouts, as
 * server/http/node-server.ts sets them, bound slow and idle clients. The three run
 * side by side, so the file takes about as long as the slowest (E2, ~15 s).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rawExchange, sleep } from '#tests/support/raw-socket.ts'
import { serveApp, type ServedApp } from '#tests/support/test-app.ts'
import { percentile } from '#tests/support/stats.ts'

let served: ServedApp
beforeAll(async () => {
  served = await serveApp()
})
afterAll(() => served.close())

const SLOW_SOCKETS = 100

test('the server really runs with the timeouts of docs/reliability.md', () => {
  const { server } = served
  expect({
    headersTimeout: server.headersTimeout,
    requestTimeout: server.requestTimeout,
    keepAliveTimeout: server.keepAliveTimeout,
    keepAliveTimeoutBuffer: server.keepAliveTimeoutBuffer,
    // Set by createServer's options, though @types/node does not list it.
    maxHeaderSize: (server as typeof server & { maxHeaderSize?: number }).maxHeaderSize,
  }).toEqual({
    headersTimeout: 10_000,
    requestTimeout: 15_000,
    keepAliveTimeout: 5_000,
    keepAliveTimeoutBuffer: 500,
    maxHeaderSize: 16 * 1024,
  })
})

describe.concurrent('slow and idle clients', () => {
  test('E1: 100 slowloris sockets each get 408 after 10 s; a normal client is served meanwhile', async () => {
    const slow = Array.from({ length: SLOW_SOCKETS }, (_, i) =>
      rawExchange(
        served.port,
        async (socket, closed) => {
          socket.write(`GET /?slow=${i} HTTP/1.1\r\nHost: localhost\r\n`)
          for (let line = 0; !closed(); line++) {
            await sleep(500)
            if (!closed()) socket.write(`X-Slow-${line}: ${'x'.repeat(20)}\r\n`)
          }
        },
        { timeoutMs: 14_000 },
      ),
    )
    let done = false
    void Promise.all(slow).then(() => (done = true))
    // The normal client's connection is open and warm before the attack, as a visitor's would be.
    await (await fetch(`${served.url}/`)).arrayBuffer()
    // A server held up by the attack would serve the normal client nothing until the 408s.
    // How fast it serves it is a figure (each sample the fastest of three, as B3 does).
    const samples: number[] = []
    const singles: number[] = []
    while (!done) {
      const three: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        const response = await fetch(`${served.url}/`)
        await response.arrayBuffer()
        expect(response.status).toBe(200)
        three.push(performance.now() - started)
      }
      samples.push(Math.min(...three))
      singles.push(...three)
      await sleep(50)
    }
    const results = await Promise.all(slow)
    const times = results.map((r) => r.firstByteMs ?? Infinity)
    console.info(
      `E1: ${results.filter((r) => r.status === 408).length}/${SLOW_SOCKETS} got 408, ` +
        `first at ${Math.min(...times).toFixed(0)} ms, last at ${Math.max(...times).toFixed(0)} ms; ` +
        `normal client ${singles.length} requests, p99 ${percentile(singles, 99).toFixed(1)} ms ` +
        `(fastest of three: p99 ${percentile(samples, 99).toFixed(1)} ms), slowest ${Math.max(...singles).toFixed(0)} ms`,
    )
    expect(results.map((r) => r.status)).toEqual(Array(SLOW_SOCKETS).fill(408))
    // Not before the 10 s headers timeout; then the server closed each one.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(10_000)
    expect(results.every((r) => r.closedMs !== null)).toBe(true)
    expect(samples.length).toBeGreaterThanOrEqual(10)
  })

  test('E2: a contact body at 1 byte/s gets 408 after 15 s, and nothing is stored', async () => {
    const result = await rawExchange(
      served.port,
      async (socket, closed) => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 200\r\n\r\n',
        )
        while (!closed()) {
          if (!closed()) socket.write('{')
          await sleep(1_000)
        }
      },
      { timeoutMs: 18_000 },
    )
    console.info(`E2: ${result.status} after ${result.firstByteMs?.toFixed(0)} ms`)
    expect(result.status).toBe(408)
    // Not before the 15 s request timeout, and before the client's own 18 s.
    expect(result.firstByteMs).toBeGreaterThanOrEqual(15_000)
    expect(result.closedMs).not.toBeNull()
    expect(served.rowCount()).toBe(0)
    // The cut-off body is an expected 400 inside, not an unexplained error.
    expect(served.log.lines.filter((line) => line.level === 'error')).toEqual([])
  })

  test('E4: an idle keep-alive connection is closed by the server, not before 4 s', async () => {
    const result = await rawExchange(
      served.port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
      { timeoutMs: 9_000 },
    )
    const idleMs = (result.closedMs ?? Infinity) - (result.firstByteMs ?? 0)
    console.info(`E4: closed ${idleMs.toFixed(0)} ms after the response`)
    expect(result.status).toBe(200)
    expect(result.reply).toMatch(/\r\nKeep-Alive: timeout=5\r\n/i)
    // Closed by the server (closedMs set before the client's own 9 s timeout), not too early.
    expect(result.closedMs).not.toBeNull()
    expect(idleMs).toBeGreaterThanOrEqual(4_000)
  })
})
