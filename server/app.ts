/**
 * The whole server as a Request → Response app: static files, the API and the
 * React Router pages. Everything it depends on comes in as an argument, so
 * tests can build one without a port, a disk build or the real image host.
 */
import { isDeepStrictEqual } from 'node:util'
import { Hono } from 'hono'
import { createRequestHandler } from 'react-router'
import type { Config } from './config.ts'
import { HttpError, toResponse } from './http/http-error.ts'
import type { Logger } from './log.ts'
import { methodGuard } from './http/allowed-methods.ts'
import { compress } from './http/compress.ts'
import { requestLog, type RequestLogVariables } from './http/request-log.ts'
import { securityHeaders } from './http/security-headers.ts'
import { serveStaticFiles } from './pages/static.ts'
import { availableParallelism } from 'node:os'
import { createLimiter } from './thumbnails/limiter.ts'
import { healthRoute } from './http/health.ts'
import { CONTACT_RATE_LIMIT, contactRoutes } from './contact/routes.ts'
import { type ClientKey, proxyAwareKey } from './http/client-key.ts'
import { createFormTokens, type FormTokens } from './contact/form-token.ts'
import { randomBytes } from 'node:crypto'
import { createRateLimiter } from './http/rate-limit.ts'
import { IN_MEMORY, openDatabase } from './contact/storage/db.ts'
import { createMessageStore, type MessageStore } from './contact/storage/message-store.ts'
import { thumbnailRoutes } from './thumbnails/routes.ts'
import { createThumbnailService } from './thumbnails/service.ts'
import type { Upstream } from './thumbnails/upstream.ts'
import type { Services } from './pages/load-context.ts'
import type { SiteBuild } from './pages/site-build.ts'
import { siteFromConfig } from './pages/site.ts'

export type AppDeps = {
  config: Config
  siteBuild: SiteBuild
  log: Logger
  /** The image host client (server/upstream.ts), aimed at THUMBNAIL_ORIGIN or the fake host. */
  upstream: Upstream
  /** Contact messages (server/storage/messages.ts); main.ts opens the SQLite file in DATA_DIR. Tests may omit it: an in-memory store then. */
  messages?: MessageStore
  /** The rate-limit key of a request: the socket peer, or the client a TRUST_PROXY peer names. */
  clientKey?: ClientKey
  /** Contact-form time-trap tokens; main.ts keys them with CONTACT_SECRET or DATA_DIR's secret. Default: a random key. */
  formTokens?: FormTokens
}

export type AppEnv = { Variables: RequestLogVariables }

export function createApp({
  config,
  siteBuild,
  log,
  upstream,
  messages = createMessageStore(openDatabase(IN_MEMORY)),
  clientKey = proxyAwareKey(config.trustProxy),
  formTokens = createFormTokens({ secret: randomBytes(32) }),
}: AppDeps) {
  const site = siteFromConfig(config)
  // Prerendered pages embed canonical URLs and contact details: serve them only
  // when they were built with the settings this server runs with.
  const servePrerendered = isDeepStrictEqual(siteBuild.prerenderedSite, site)
  if (!servePrerendered) {
    log.info({
      msg: 'prerendered pages were built with other site settings; rendering pages per request',
    })
  }
  // One conversion per core at a time; a queue of about two seconds' work, then 503.
  // Measured on 2 cores (docs/reliability.md H1): 1280×720 to WebP 33–35/s, to PNG 25/s; the
  // 1920×1080 upscale 9/s (WebP) and 6/s (PNG). 10 waiting per core is 0.6–0.8 s of the usual
  // work, 2–3 s of the heaviest, and lets 20 clients wait their turn (RELIABILITY H1, H2).
  const parallelism = availableParallelism()
  const converter = createLimiter({ concurrency: parallelism, maxQueue: parallelism * 10 })
  const renderPage = createRequestHandler(siteBuild.serverBuild, 'production')

  const app = new Hono<AppEnv>()
  app.use(requestLog(log))
  app.use(compress())
  // Inside compress: it hashes the scripts of rendered HTML before compression.
  app.use(securityHeaders({ https: new URL(config.siteUrl).protocol === 'https:' }))
  app.use(methodGuard())

  app.route('/healthz', healthRoute())
  const services: Services = { thumbnails: createThumbnailService({ upstream, converter }) }
  app.route('/api/thumbnails', thumbnailRoutes(services.thumbnails))
  const limiter = createRateLimiter(CONTACT_RATE_LIMIT)
  app.route(
    '/api/contact',
    contactRoutes({
      messages,
      log,
      clientKey,
      limiter,
      tokens: formTokens,
      dailyCap: config.contactDailyCap,
    }),
  )
  app.all('/api/*', () => {
    throw new HttpError('not_found')
  })

  app.use(serveStaticFiles(siteBuild.files, { servePrerendered }))
  app.all('*', async (c) => {
    const response = await renderPage(c.req.raw, siteBuild.createLoadContext(site, services))
    if (!response.headers.has('Cache-Control')) {
      // Error pages must never be cached; rendered pages revalidate.
      response.headers.set(
        'Cache-Control',
        response.status >= 400 ? 'no-store' : 'public, max-age=0, must-revalidate',
      )
    }
    return response
  })

  app.onError((error, c) => toResponse(error, log, c.get('requestId')))
  return app
}
