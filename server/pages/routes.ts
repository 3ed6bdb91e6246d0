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
import type { RequestLogVariables } from '../http/request-log.ts'
import type { Logger } from '../log.ts'
import type { Services } from './load-context.ts'
import type { SiteBuild } from './site-build.ts'
import { serveStaticFiles } from './static.ts'

export type PagesDeps = { build: SiteBuild; site: Site; services: Services; log: Logger }

export function pageRoutes({ build, site, services, log }: PagesDeps) {
  const servePrerendered = isDeepStrictEqual(build.prerenderedSite, site)
  if (!servePrerendered) {
    log.info({
      msg: 'prerendered pages were built with other site settings; rendering pages per request',
    })
  }
  const renderPage = createRequestHandler(build.serverBuild, 'production')

  const routes = new Hono<{ Variables: RequestLogVariables }>()
  routes.use(serveStaticFiles(build.files, { servePrerendered }))
  routes.all('*', async (c) => {
    c.set('route', 'page')
    const response = await renderPage(c.req.raw, build.createLoadContext(site, services))
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
