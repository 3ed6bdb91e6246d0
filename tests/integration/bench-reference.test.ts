/**
 * The bare HTTP server bench/convert.ts compares the server's throughput with
 * (bench/bare-http-server.ts), started as the bench starts it (scripts/serve-settings.ts,
 * `spawnServe` with `entry`): it must do the work it stands for, or the bench's ratio means
 * nothing. A 404 from the host's WebP twin makes it convert the JPEG with the server's WebP
 * settings; a twin it finds is passed through; anything else is a 404 of its own.
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import sharp from 'sharp'
import { request } from 'undici'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { spawnServe } from '../../scripts/serve-settings.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'

let host: FakeImageHost
let child: ChildProcess
let origin = ''

beforeAll(async () => {
  host = await startFakeImageHost()
  child = spawnServe(
    { PORT: '0', HOST: '127.0.0.1', THUMBNAIL_ORIGIN: host.origin },
    { entry: 'bench/bare-http-server.ts', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  while (!origin) {
    if (child.exitCode !== null) throw new Error(`it exited with ${child.exitCode}: ${output}`)
    const port = /"msg":"listening","port":(\d+)/.exec(output)?.[1]
    if (port) origin = `http://127.0.0.1:${port}`
    else await new Promise((done) => setTimeout(done, 20))
  }
})

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGKILL')
    await once(child, 'exit')
  }
  await host.close()
})

async function get(path: string) {
  const { statusCode, headers, body } = await request(`${origin}${path}`)
  return { statusCode, type: headers['content-type'], bytes: Buffer.from(await body.arrayBuffer()) }
}

test('it converts the JPEG to a WebP of its size when the host has no WebP twin', async () => {
  host.setFault('status:404', { quality: 'fullhd' })
  const answer = await get('/api/thumbnails/photo000001/maxresdefault.webp')
  expect(answer.statusCode).toBe(200)
  expect(answer.type).toBe('image/webp')
  const { format, width, height } = await sharp(answer.bytes).metadata()
  expect({ format, width, height }).toEqual({ format: 'webp', width: 1280, height: 720 })
  const paths = host.requests.map((record) => record.path).sort()
  expect(paths).toEqual([
    '/vi/photo000001/maxresdefault.jpg',
    '/vi_webp/photo000001/maxresdefault.webp',
  ])
})

test("it passes the host's WebP twin through unchanged", async () => {
  host.reset()
  const twin = await request(`${host.origin}/vi_webp/photo000002/maxresdefault.webp`)
  const expected = Buffer.from(await twin.body.arrayBuffer())
  const answer = await get('/api/thumbnails/photo000002/maxresdefault.webp')
  expect(answer.statusCode).toBe(200)
  expect(answer.bytes.equals(expected)).toBe(true)
})

test('it answers 404 to anything but GET of a maxresdefault.webp, and stops on SIGTERM', async () => {
  expect((await get('/api/thumbnails/photo000003/maxresdefault.png')).statusCode).toBe(404)
  expect((await get('/')).statusCode).toBe(404)
  child.kill('SIGTERM')
  const [code] = (await once(child, 'exit')) as [number | null]
  expect(code).toBe(0)
})
