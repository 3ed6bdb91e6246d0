/**
 * The site's pages: the client build's files from memory (static.ts), then
 * React Router for everything else (per-request renders, the 404 page). The
 * prerendered pages are served only when they were built with the settings
 * this server runs with, since they embed canonical URLs and contact details.
 */
import { isDeepStrictEqual } from 'node:util'
import { Hono } from 'hono'
import { createRequestHandler } from 'react-router'
import type { Site } from '#core/site.ts'
import { newNonce, renderedPolicy } from '../http/csp.ts'
import { HttpError } from '../http/http-error.ts'
import type { RequestLogVariables } from '../http/request-log.ts'
import type { Logger } from '../log.ts'
import type { Services } from './load-context.ts'
import type { SiteBuild } from './site-build.ts'
import { serveStaticFiles } from './static.ts'

export type PagesDeps = {
  build: SiteBuild
  site: Site
  services: Services
  log: Logger
  /** Renders at once; any more get 503 (RENDER_CONCURRENCY unless a test says otherwise). */
  renderConcurrency?: number
}

/**
 * Renders in flight at once, the rest refused with 503 at once (docs/reliability.md, Limits:
 * "Page renders"). A render is a few milliseconds of CPU, or a deep link's lookup (at most the
 * upstream deadline) then that: 32 keep a queue behind a busy core under a quarter of a
 * second, and bound the memory held by renders, where before 400 connections on `/?x=1`
 * grew the heap without bound and timed requests out.
 */
export const RENDER_CONCURRENCY = 32
/** What a refused render tells the client to wait, in seconds. */
const RENDER_RETRY_AFTER = '1'

export function pageRoutes({
  build,
  site,
  services,
  log,
  renderConcurrency = RENDER_CONCURRENCY,
}: PagesDeps) {
  const servePrerendered = isDeepStrictEqual(build.prerenderedSite, site)
  if (!servePrerendered) {
    log.info({
      msg: 'prerendered pages were built with other site settings; rendering pages per request',
    })
  }
  const renderPage = createRequestHandler(build.serverBuild, 'production')

  const routes = new Hono<{ Variables: RequestLogVariables }>()
  routes.use(serveStaticFiles(build.files, { servePrerendered }))
  let rendering = 0
  routes.all('*', async (c) => {
    c.set('route', 'page')
    if (rendering >= renderConcurrency) {
      throw new HttpError('overloaded', { headers: { 'Retry-After': RENDER_RETRY_AFTER } })
    }
    // A fresh nonce per render: the page's inline scripts and stylesheet carry it, and only
    // they run (server/http/csp.ts).
    const cspNonce = newNonce()
    rendering++
    let response: Response
    try {
      response = await renderPage(c.req.raw, build.createLoadContext(site, services, { cspNonce }))
    } finally {
      rendering--
    }
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', renderedPolicy(cspNonce))
    }
    if (!response.headers.has('Cache-Control')) {
      // Error pages must never be cached; rendered pages revalidate.
      response.headers.set(
        'Cache-Control',
        response.status >= 400 ? 'no-store' : 'public, max-age=0, must-revalidate',
      )
    }
    return response
  })
  return routes
}
