/**
 * Pipelined requests whose answers are not read (docs/reliability.md, "Pipelining";
 * server/http/pipelining.ts): the server answers a few at a time per connection and
 * waits, so a client that never reads cannot make it build thousands of answers; one
 * that does read gets every answer, in order; one that piles up more than the waiting
 * limit is disconnected. The load tier measures the memory (tests/load/pipelining.load.ts).
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PIPELINE_LIMITS } from '#server/http/pipelining.ts'
import { startHttpServer, type RunningServer } from '#server/http/node-server.ts'

/** 1 MiB answers: the kernel's socket buffers hold only a few of them. */
const BODY = Buffer.alloc(1024 * 1024, 'x')
let calls = 0
let running: RunningServer
beforeAll(async () => {
  running = await startHttpServer(
    (request) => {
      if (new URL(request.url).pathname === '/probe') return new Response('ok')
      calls++
      return new Response(BODY, { headers: { 'Content-Type': 'text/plain' } })
    },
    { port: 0, host: '127.0.0.1' },
  )
})
afterAll(() => running.stop(0))

const pipelined = (count: number) => 'GET /big HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count)

function openPaused(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(running.port, '127.0.0.1', () => resolve(socket))
    socket.pause()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a connection that does not read its answers gets only a few of them built', async () => {
  calls = 0
  const socket = await openPaused()
  socket.write(pipelined(100))
  await sleep(500)
  // Before the bound, all 100 were answered at once (100 MiB held for this one socket).
  expect(calls).toBeGreaterThan(0)
  expect(calls).toBeLessThanOrEqual(PIPELINE_LIMITS.maxActive * 2)

  // Another connection is served meanwhile, while the paused one still holds its backlog.
  expect(await (await fetch(`http://127.0.0.1:${running.port}/probe`)).text()).toBe('ok')
  expect(calls).toBeLessThanOrEqual(PIPELINE_LIMITS.maxActive * 2 + 1)

  // Reading now: all 100 answers arrive, complete and in order.
  let received = 0
  const expected = 100 * BODY.length
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received >= expected) resolve()
    })
    socket.on('error', reject)
    socket.resume()
  })
  expect(calls).toBe(100)
  socket.destroy()
})

test('more waiting requests than the limit: the connection is closed, little was built', async () => {
  calls = 0
  const socket = await openPaused()
  socket.on('error', () => {})
  socket.write(pipelined(PIPELINE_LIMITS.maxWaiting + PIPELINE_LIMITS.maxActive + 50))
  await sleep(500)
  expect(calls).toBeLessThanOrEqual(PIPELINE_LIMITS.maxActive * 2)
  // Reading now: what was built arrives, then the connection ends.
  let received = 0
  socket.on('data', (chunk: Buffer) => (received += chunk.length))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  socket.resume()
  await closed
  expect(received).toBeLessThanOrEqual(PIPELINE_LIMITS.maxActive * 2 * (BODY.length + 200))
})
