import type { MiddlewareHandler } from 'hono'
import { noneMatchHits } from '../http/conditional.ts'
import { chooseEncoding } from '../http/content-encoding.ts'
import { responseBody } from '../http/response-body.ts'
import { unprefixedPath } from '#core/locales.ts'
import type { StaticFile } from './static-files.ts'

/**
 * The query parameters a prerendered page reads, by path: only a request carrying one of
 * them is rendered per request. `/` looks up `v` or `url` (app/routes/home.server.ts; its
 * `quality` and `format` only count beside them) and opens on the Many links form with `mode`
 * (app/components/batch/downloader-modes.tsx); `/contact` shows the outcome in `sent` or
 * `error` (core/contact-outcome.ts; the field names only count beside `error`). Any other
 * query (a tracking tag, a cache-buster, `?x=1`) changes nothing on the page, so it gets the
 * prerendered file rather than a render: a render costs about 15 times as much.
 */
export const RENDERED_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/': ['v', 'url', 'mode'],
  '/contact': ['sent', 'error'],
}

/** `/es/` → `/es`, `/about/` → `/about`; `/` stays. */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1')

/**
 * Whether this query asks the page at `path` (in any language: `/es/` reads what `/` reads)
 * for something its prerendered file lacks.
 */
export function queryNeedsRender(path: string, search: string): boolean {
  if (search === '' || search === '?') return false
  const read = RENDERED_QUERY[unprefixedPath(withoutTrailingSlash(path))]
  if (!read) return false
  const params = new URLSearchParams(search)
  return read.some((name) => params.has(name))
}

/**
 * Serves files of the in-memory client build by path: hashed assets, public files, prerendered
 * pages (server/pages/routes.ts says which). Supports conditional
 * requests (If-None-Match → 304, server/http/conditional.ts) and precompressed variants,
 * each with its own ETag; anything else falls through.
 */
export function serveStaticFiles(files: Iterable<[string, StaticFile]>): MiddlewareHandler {
  const byPath = new Map(files)
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    // A language's home is `/es/`, its file `es/index.html` (static-files.ts names it `/es`).
    const file = byPath.get(c.req.path) ?? byPath.get(withoutTrailingSlash(c.req.path))
    if (!file) return next()
    if (file.prerendered) {
      const { search } = new URL(c.req.url)
      // A page is the file unless its query holds something the page renders (a deep link);
      // route data and resources (`.data`, robots.txt) with any query go to React Router.
      const isPage = file.type.startsWith('text/html')
      if (isPage ? queryNeedsRender(c.req.path, search) : search !== '') return next()
    }

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
