import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { chooseEncoding, isCompressible } from './content-encoding.ts'
import { responseBody } from './response-body.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024

/**
 * Compresses dynamic responses (rendered pages, JSON) with brotli or gzip.
 * Static files arrive precompressed and are left alone. Dynamic bodies here
 * are small, so they are buffered and sent with an exact Content-Length.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return
    if (!isCompressible(res.headers.get('Content-Type'))) return
    if (Number(res.headers.get('Content-Length') ?? Infinity) < MIN_BYTES) return
    // Last: reading `body` turns @hono/node-server's light response into a full one, which
    // copies the bytes. Images and other files must go out as the buffer they were built from.
    if (!res.body) return

    const headers = new Headers(res.headers)
    headers.append('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    const body = Buffer.from(await res.arrayBuffer())
    let sent = body
    if (encoding && body.length >= MIN_BYTES) {
      sent =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(body, { level: 6 })
      headers.set('Content-Encoding', encoding)
      // Other bytes, so another representation: its own ETag (RFC 9110 §8.8.3).
      const etag = headers.get('ETag')
      if (etag?.endsWith('"')) headers.set('ETag', `${etag.slice(0, -1)}-${encoding}"`)
    }
    headers.set('Content-Length', String(sent.length))
    c.res = new Response(responseBody(sent), { status: res.status, headers })
  }
}
