/**
 * B1–B3 and I1–I2 (docs/reliability.md), the rows that take seconds: the real whole-fetch
 * deadline over a real HTTP server, and SIGTERM to the production process. They run side by
 * side (about 7 s in all), each on its own video id of one fake host.
 */
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { DATABASE_FILE } from '#server/contact/storage/db.ts'
import { rawRequest } from '#tests/fake-image-host/http-client.ts'
import { UPSTREAM_LIMITS } from '#server/thumbnails/upstream.ts'
import { now, until } from '#tests/support/clock.ts'
import { startMain } from '#tests/support/main-process.ts'
import { percentile } from '#tests/support/stats.ts'
import { startApp, videoId } from './app-under-test.ts'
import { expectCleanError, rawReply } from './error-response.ts'
import { figure } from './figures.ts'

const subject = await startApp() // production limits
const { host, sockets } = subject
const base = await subject.listen()
await fetch(`${base}/healthz`)
afterAll(() => subject.close())

/** GETs `path` on our server, on a fresh socket; `at` is when the exchange ended. */
async function get(path: string) {
  const reply = await rawRequest(`${base}${path}`, { timeoutMs: 8_000 })
  return { ...reply, at: now() }
}

/** The request for `path` as the host saw it, and our side of the socket that carried it. */
function upstreamSocketFor(path: string) {
  const request = host.requests.find((r) => r.path === path)
  const hostSide = host.stats().sockets.find((s) => s.id === request?.socket)
  const ourSide = sockets.sockets.findLast(
    (s) => s.remote === `127.0.0.1:${host.port}` && s.localPort === hostSide?.peerPort,
  )
  return { request, socket: ourSide }
}

/** The whole-fetch deadline of B1–B3 (5 s in production). */
const DEADLINE_MS = UPSTREAM_LIMITS.fetchTimeoutMs

test.concurrent('B1: headers after 4.5 s still make a 200', async () => {
  host.setFault('latency:4500', { id: 'b1slowOK___' })
  const reply = await get('/api/thumbnails/b1slowOK___/maxresdefault.jpg')
  expect(reply.status).toBe(200)
  expect(reply.error).toBeUndefined()
  expect(reply.ms).toBeGreaterThanOrEqual(4_500)
  figure('B1', 'latency:4500 200 after', reply.ms)
})

test.concurrent(
  'B1: headers after 6 s are a 504 at the 5 s deadline, the upstream socket closed by us',
  async () => {
    host.setFault('latency:6000', { id: 'b1tooSlow__' })
    const path = '/vi/b1tooSlow__/maxresdefault.jpg'
    const reply = await get('/api/thumbnails/b1tooSlow__/maxresdefault.jpg')
    expectCleanError(rawReply(reply), 'upstream_timeout')
    expect(reply.ms).toBeGreaterThanOrEqual(DEADLINE_MS)
    await until(() => upstreamSocketFor(path).socket?.closedAt !== undefined, 5_000)
    const { request, socket } = upstreamSocketFor(path)
    expect(host.requests.filter((r) => r.path === path)).toHaveLength(1) // no retry
    expect(socket?.closedAt).toBeDefined()
    // Closed by us, before the host answered: the host never wrote a byte on it.
    const hostSide = host.stats().sockets.find((s) => s.id === request?.socket)
    expect(hostSide?.bytesWritten).toBe(0)
    figure('B1', 'latency:6000 504 after', reply.ms)
    figure('B1', 'upstream socket closed after the 504', (socket?.closedAt ?? 0) - reply.at)
  },
)

test.concurrent(
  'B2: a trickling body is a 504 at the deadline, nothing of it sent on',
  async () => {
    host.setFault('trickle:10/200', { id: 'b2trickle__' })
    const reply = await get('/api/thumbnails/b2trickle__/maxresdefault.jpg')
    expectCleanError(rawReply(reply), 'upstream_timeout')
    expect(reply.ms).toBeGreaterThanOrEqual(DEADLINE_MS)
    figure('B2', 'trickle 504 after', reply.ms)
    expect(reply.error).toBeUndefined()
    expect(reply.headers['content-type']).toMatch(/^application\/json/)
    expect(reply.headers['content-length']).toBe(String(reply.body.length))
    expect(reply.body.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false)
  },
)

test.concurrent(
  'B3: a silent host is a 504 at the deadline while the production process answers /healthz',
  async () => {
    // The production process on its own event loop: the samples measure the server, not the
    // test runner that hosts the fake host and the other tests of this file.
    const server = await startMain({ THUMBNAIL_ORIGIN: host.origin })
    try {
      host.setFault('silent', { id: 'b3silent___' })
      await fetch(`${server.url}/healthz`).then((res) => res.text())
      const started = now()
      const lookup = rawRequest(`${server.url}/api/thumbnails?url=b3silent___`, {
        timeoutMs: 8_000,
      })
      let done = false
      void lookup.then(() => (done = true))
      await until(
        () => host.requests.filter((r) => r.path.includes('b3silent')).length === PROBES_PER_LOOKUP,
        1_000,
      )
      // A server that blocked while it waits would answer none until the 504. How fast it
      // answers is a figure (each sample the fastest of 3 back-to-back requests).
      const samples: number[] = []
      let slowest = 0
      while (!done) {
        let fastest = Infinity
        for (let attempt = 0; attempt < 3; attempt++) {
          const sent = performance.now()
          const res = await fetch(`${server.url}/healthz`)
          await res.text()
          expect(res.status).toBe(200)
          const ms = performance.now() - sent
          fastest = Math.min(fastest, ms)
          slowest = Math.max(slowest, ms)
        }
        samples.push(fastest)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const reply = await lookup
      expectCleanError(rawReply(reply), 'upstream_timeout')
      expect(now() - started).toBeGreaterThanOrEqual(DEADLINE_MS)
      expect(samples.length).toBeGreaterThanOrEqual(10)
      figure('B3', 'silent 504 after', now() - started)
      figure('B3', '/healthz p99 (fastest of 3)', percentile(samples, 99))
      figure('B3', '/healthz slowest single request', slowest)
    } finally {
      await server.stop()
    }
  },
)

/** Resolves true once a TCP connect to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

test.concurrent(
  'I1: SIGTERM with 20 requests in flight: connects refused before any of them ends, 20 × 200, DB closed, exit 0',
  async ({ onTestFinished }) => {
    const server = await startMain({ THUMBNAIL_ORIGIN: host.origin })
    onTestFinished(() => server.stop(1_000).then(() => undefined))
    const ids = Array.from({ length: 20 }, (_, i) => videoId('i1', i))
    for (const id of ids) host.setFault('latency:2000', { id })
    let answered = 0
    const inFlight = ids.map((id) =>
      rawRequest(`${server.url}/api/thumbnails/${id}/hqdefault.jpg`, { timeoutMs: 15_000 }).then(
        (reply) => {
          answered++
          return reply
        },
      ),
    )
    const arrived = () => host.requests.filter((r) => r.path.includes('/i1_')).length
    await until(() => arrived() === 20, 5_000)
    expect(arrived()).toBe(20)

    const signalled = now()
    server.child.kill('SIGTERM')
    let refusedAt: number | undefined
    let answeredBefore = 0
    while (refusedAt === undefined && answered < ids.length) {
      if (await refused(server.port)) {
        refusedAt = now()
        answeredBefore = answered
      }
    }
    // The listener closed at once: while all 20 still waited on the host's 2 s.
    expect(refusedAt).toBeDefined()
    expect(answeredBefore).toBe(0)
    figure('I1', 'connects refused after SIGTERM', (refusedAt ?? 0) - signalled)
    expect(await refused(server.port)).toBe(true)

    const replies = await Promise.all(inFlight)
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(replies.map((r) => r.error)).toEqual(Array(20).fill(undefined))
    const exit = await server.exited
    expect(exit.code).toBe(0)
    figure('I1', 'exit 0 after SIGTERM', exit.at - signalled)
    // SQLite removes the WAL file when the last connection closes cleanly.
    expect(existsSync(join(server.dataDir, DATABASE_FILE))).toBe(true)
    expect(existsSync(join(server.dataDir, `${DATABASE_FILE}-wal`))).toBe(false)
    expect(server.output().stdout).toContain('"msg":"stopped"')
  },
  30_000,
)

test.concurrent(
  'I2: SIGTERM with a request stuck on a silent host cuts it when the drain is over and exits 0 (drain 1.5 s here via SHUTDOWN_DRAIN_MS; 20 s in production)',
  async ({ onTestFinished }) => {
    const DRAIN_MS = 1_500
    const server = await startMain({
      THUMBNAIL_ORIGIN: host.origin,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    })
    onTestFinished(() => server.stop(1_000).then(() => undefined))
    const id = videoId('i2', 1)
    host.setFault('silent', { id })
    const stuck = rawRequest(`${server.url}/api/thumbnails/${id}/hqdefault.jpg`, {
      timeoutMs: 15_000,
    })
    await until(() => host.requests.some((r) => r.path.includes(id)), 5_000)

    const signalled = now()
    server.child.kill('SIGTERM')
    const reply = await stuck
    const cutAt = now()
    // Cut by the server (not answered, not the client's own 15 s timeout) once the drain was over.
    expect(reply.status).toBeUndefined()
    expect(reply.error).toBeDefined()
    expect(reply.error).not.toBe('timeout')
    expect(cutAt - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 50)
    const exit = await server.exited
    expect(exit.code).toBe(0)
    figure('I2', `cut after SIGTERM (drain ${DRAIN_MS} ms)`, cutAt - signalled)
    figure('I2', 'exit 0 after SIGTERM', exit.at - signalled)
    expect(existsSync(join(server.dataDir, `${DATABASE_FILE}-wal`))).toBe(false)
  },
  30_000,
)
