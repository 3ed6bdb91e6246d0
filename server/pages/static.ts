import type { MiddlewareHandler } from 'hono'
import { noneMatchHits } from '../http/conditional.ts'
import { chooseEncoding } from '../http/content-encoding.ts'
import { responseBody } from '../http/response-body.ts'
import type { StaticFile } from './static-files.ts'
import type { RequestLogVariables } from '../http/request-log.ts'

/**
 * Serves the in-memory client build: hashed assets, public files and, when
 * `servePrerendered` is true, the prerendered pages. Supports conditional
 * requests (If-None-Match → 304, server/http/conditional.ts) and precompressed variants,
 * each with its own ETag; anything else falls through.
 */
export function serveStaticFiles(
  files: ReadonlyMap<string, StaticFile>,
  { servePrerendered }: { servePrerendered: boolean },
): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const file = files.get(c.req.path)
    // Only the bare page is static: a query (e.g. a deep link) is rendered per request.
    const hasQuery = new URL(c.req.url).search !== ''
    if (!file || (file.prerendered && (!servePrerendered || hasQuery))) return next()

    c.set('route', file.prerendered ? 'page' : 'static')
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    const encoded = encoding ? file.encoded[encoding] : undefined
    const etag = (encoded && encoding && file.etags[encoding]) || file.etags.identity
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: etag,
    }
    if (file.csp) headers['Content-Security-Policy'] = file.csp
    const hasVariants = file.encoded.br !== undefined || file.encoded.gzip !== undefined
    if (hasVariants) headers.Vary = 'Accept-Encoding'

    // The representation chosen for this request is the one compared (RFC 9110 §13.1.2).
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers })
    }

    const body = encoded ?? file.body
    if (encoded && encoding) headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    return new Response(c.req.method === 'HEAD' ? null : responseBody(body), { headers })
  }
}
