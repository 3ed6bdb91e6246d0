/**
 * @module The least an HTTP server can do for a WebP download, as a reference for
 * `bench/convert.ts`: Node's own `node:http`; the host requests the server makes for
 * `maxresdefault.webp`, in its order (the JPEG, then the host's WebP twin once the JPEG is
 * there: server/thumbnails/render.ts), through an undici Agent; and the server's own conversion
 * (server/thumbnails/convert.ts: one libvips thread, the same decoder limits and WebP settings;
 * libuv's pool sized as server/main.ts sizes it). Nothing else: no framework, no limits, no
 * caches, no log, no metrics, no checks of the bytes. Not a product; bench/convert.ts starts it
 * as `npm run serve` starts the server (same Node flags and environment), so the two differ
 * only by what the server adds to a request.
 * Usage: THUMBNAIL_ORIGIN=http://127.0.0.1:PORT PORT=0 node bench/bare-http-server.ts
 * Prints `{"msg":"listening","port":N}` once it listens, as the server's log does.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { Agent } from 'undici'
import { getFormat } from '#core/formats.ts'

// Before sharp loads: libuv reads it when its pool first starts.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, 3 * availableParallelism()))
const { convertImage } = await import('#server/thumbnails/convert.ts')

const host = process.env.THUMBNAIL_ORIGIN
if (!host) throw new Error('THUMBNAIL_ORIGIN must be the image host, http://host:port')
const origin: string = host
const WEBP = getFormat('webp')
const ROUTE = /^\/api\/thumbnails\/([\w-]{11})\/maxresdefault\.webp$/
const agent = new Agent({ connections: 40 })

/** The body of a 200, or undefined for any other answer. */
async function fetchFromHost(path: string): Promise<Buffer | undefined> {
  const { statusCode, body } = await agent.request({ origin, path, method: 'GET' })
  if (statusCode !== 200) {
    await body.dump()
    return undefined
  }
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function webpDownload(id: string): Promise<Buffer> {
  const jpeg = await fetchFromHost(`/vi/${id}/maxresdefault.jpg`)
  if (!jpeg) throw new Error('the host has no maxresdefault.jpg')
  const twin = await fetchFromHost(`/vi_webp/${id}/maxresdefault.webp`)
  if (twin) return twin
  return (await convertImage(jpeg, { format: 'webp' })).bytes
}

function answer(response: ServerResponse, status: number, type: string, body: Buffer | string) {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

const server = createServer((request, response) => {
  const id = request.method === 'GET' ? ROUTE.exec(request.url ?? '')?.[1] : undefined
  if (!id)
    return answer(response, 404, 'text/plain', 'only GET /api/thumbnails/ID/maxresdefault.webp')
  webpDownload(id).then(
    (bytes) => answer(response, 200, WEBP.mimeType, bytes),
    (error: unknown) => answer(response, 502, 'text/plain', String(error)),
  )
})
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`${JSON.stringify({ msg: 'listening', port })}\n`)
})
process.once('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  // destroy(), not close(): a silent host must not hold up the exit (as server/thumbnails/upstream.ts).
  void agent.destroy().then(() => process.exit(0))
})
