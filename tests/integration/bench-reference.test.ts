/**
 * The bare HTTP server bench/convert.ts compares the server's throughput with
 * (bench/bare-http-server.ts), started as the bench starts it (scripts/serve-settings.ts,
 * `spawnServe` with `entry`): it must do the work it stands for, or the bench's ratio means
 * nothing. A 404 from the host's WebP twin makes it convert the JPEG as the server does; a twin
 * it finds is passed through; anything else is a 404 of its own.
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'undici'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { convertImage } from '#server/thumbnails/convert.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { spawnServe } from '../../scripts/serve-settings.ts'

type Reference = { child: ChildProcess; origin: string; exited: Promise<unknown> }

let host: FakeImageHost
const started: Reference[] = []

async function startReference(): Promise<Reference> {
  const child = spawnServe(
    { PORT: '0', HOST: '127.0.0.1', THUMBNAIL_ORIGIN: host.origin },
    { entry: 'bench/bare-http-server.ts', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = once(child, 'exit')
  const reference = { child, origin: '', exited }
  started.push(reference)
  let output = ''
  let gone = false
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  void exited.then(() => (gone = true))
  while (!reference.origin) {
    if (gone) throw new Error(`it exited before listening: ${output}`)
    const port = /"msg":"listening","port":(\d+)/.exec(output)?.[1]
    if (port) reference.origin = `http://127.0.0.1:${port}`
    else await new Promise((done) => setTimeout(done, 20))
  }
  return reference
}

let reference: Reference
beforeAll(async () => {
  host = await startFakeImageHost()
  reference = await startReference()
})

afterAll(async () => {
  for (const { child, exited } of started) {
    child.kill('SIGKILL')
    await exited
  }
  await host.close()
})

async function get(origin: string, path: string, method = 'GET') {
  const { statusCode, headers, body } = await request(`${origin}${path}`, {
    method: method as 'GET',
  })
  return { statusCode, type: headers['content-type'], bytes: Buffer.from(await body.arrayBuffer()) }
}

test("it converts the host's JPEG as the server does when the host has no WebP twin", async () => {
  host.reset()
  host.setFault('status:404', { quality: 'fullhd' })
  const answer = await get(reference.origin, '/api/thumbnails/photo000001/maxresdefault.webp')
  expect(answer.statusCode).toBe(200)
  expect(answer.type).toBe('image/webp')
  const jpeg = await get(host.origin, '/vi/photo000001/maxresdefault.jpg')
  const converted = await convertImage(jpeg.bytes, { format: 'webp' })
  expect(answer.bytes.equals(converted.bytes)).toBe(true)
  // The JPEG first, then the twin: the server's order.
  expect(host.requests.slice(0, 2).map((record) => record.path)).toEqual([
    '/vi/photo000001/maxresdefault.jpg',
    '/vi_webp/photo000001/maxresdefault.webp',
  ])
})

test("it passes the host's WebP twin through unchanged", async () => {
  host.reset()
  const twin = await get(host.origin, '/vi_webp/photo000002/maxresdefault.webp')
  const answer = await get(reference.origin, '/api/thumbnails/photo000002/maxresdefault.webp')
  expect(answer.statusCode).toBe(200)
  expect(answer.bytes.equals(twin.bytes)).toBe(true)
})

test('it answers 404 to any other path or method', async () => {
  const webp = '/api/thumbnails/photo000003/maxresdefault.webp'
  expect((await get(reference.origin, webp, 'POST')).statusCode).toBe(404)
  expect((await get(reference.origin, webp, 'HEAD')).statusCode).toBe(404)
  const png = '/api/thumbnails/photo000003/maxresdefault.png'
  expect((await get(reference.origin, png)).statusCode).toBe(404)
  expect((await get(reference.origin, '/')).statusCode).toBe(404)
})

test('it exits with 0 on SIGTERM', async () => {
  const { child, exited } = await startReference()
  child.kill('SIGTERM')
  const [code] = (await exited) as [number | null]
  expect(code).toBe(0)
})
