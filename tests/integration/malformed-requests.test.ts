/**
 * E3 and E5 (docs/reliability.md): oversized headers, a missing or doubled Host, and 1,000
 * malformed requests (bad framing, Content-Length with Transfer-Encoding, bad
 * chunk sizes, bad JSON) sent over raw sockets. Each gets a 4xx or a closed
 * connection, never a 5xx, and nothing escapes as an unhandled rejection.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { rawExchange, type RawExchange } from '#tests/support/raw-socket.ts'
import { serveApp, type ServedApp } from '#tests/support/test-app.ts'
import { malformedRequests } from '#tests/support/malformed.ts'

let served: ServedApp
const rejections: unknown[] = []
const onRejection = (reason: unknown) => rejections.push(reason)
beforeAll(async () => {
  process.on('unhandledRejection', onRejection)
  // Every bad JSON post comes "through a proxy" from its own address, so the
  // contact rate limit does not answer 429 before the body is even parsed.
  served = await serveApp({ env: { TRUST_PROXY: '127.0.0.1' } })
})
afterAll(async () => {
  process.off('unhandledRejection', onRejection)
  await served.close()
})

const send = (text: string | Buffer) =>
  rawExchange(served.port, (socket) => void socket.end(text), { timeoutMs: 3_000 })

describe('E3: header limits', () => {
  test('a 20 KiB cookie gets 431 and the connection is closed', async () => {
    const result = await send(
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: a=${'c'.repeat(20 * 1024)}\r\n\r\n`,
    )
    expect(result.status).toBe(431)
    expect(result.closedMs).not.toBeNull()
  })

  test('headers just under 16 KiB are still served', async () => {
    const result = await send(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: a=${'c'.repeat(15 * 1024)}\r\n\r\n`,
    )
    expect(result.status).toBe(200)
  })

  test('HTTP/1.1 without Host gets 400; HTTP/1.0 may omit it', async () => {
    expect((await send('GET /healthz HTTP/1.1\r\n\r\n')).status).toBe(400)
    expect((await send('GET /healthz HTTP/1.0\r\n\r\n')).status).toBe(200)
  })

  test('two Host lines get 400 and the connection is closed (RFC 9112 §3.2)', async () => {
    for (const path of ['/healthz', '/', '/api/thumbnails?url=dQw4w9WgXcQ']) {
      const result = await send(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nhost: evil.example\r\nConnection: keep-alive\r\n\r\n`,
      )
      expect(result.status).toBe(400)
      expect(result.closedMs).not.toBeNull()
    }
  })
})

describe('E5: malformed traffic', () => {
  test('1,000 malformed requests: 4xx or a closed socket each, 0 5xx, 0 unhandled rejections', async () => {
    // React Router warns about an undecodable path (`/%%%%`) and serves it anyway.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const corpus = malformedRequests(1_000, 20_250_409)
    expect(corpus).toHaveLength(1_000)
    const results: Array<{ kind: string; expected: readonly number[]; result: RawExchange }> = []
    for (let i = 0; i < corpus.length; i += 25) {
      const batch = corpus.slice(i, i + 25)
      const replies = await Promise.all(batch.map((request) => send(request.bytes)))
      batch.forEach((request, j) => {
        const result = replies[j]
        if (result) results.push({ kind: request.kind, expected: request.expected, result })
      })
    }

    const tally = new Map<string, number>()
    for (const { kind, result } of results) {
      const key = `${kind} → ${result.status ?? 'closed'}`
      tally.set(key, (tally.get(key) ?? 0) + 1)
    }
    console.info(`E5 outcomes:\n${[...tally].map(([key, n]) => `  ${key}: ${n}`).join('\n')}`)

    const hung = results.filter(({ result }) => result.closedMs === null)
    const serverErrors = results.filter(({ result }) => (result.status ?? 0) >= 500)
    const unexpected = results.filter(
      ({ expected, result }) => !expected.includes(result.status ?? 0),
    )
    expect(hung.map(({ kind }) => kind)).toEqual([])
    expect(serverErrors.map(({ kind }) => kind)).toEqual([])
    expect(unexpected.map(({ kind, result }) => `${kind}: ${result.status}`)).toEqual([])
    expect(rejections).toEqual([])
    expect(served.log.lines.filter((line) => line.level === 'error')).toEqual([])
    expect(served.rowCount()).toBe(0)

    const health = await fetch(`${served.url}/healthz`)
    expect(health.status).toBe(200)
    for (const [message] of warn.mock.calls) expect(String(message)).toMatch(/could not be decoded/)
    warn.mockRestore()
  })
})
