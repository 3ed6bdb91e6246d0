/**
 * The whole server as one Request → Response app: the HTTP kernel's middleware
 * (server/http/), the health and readiness checks, one sub-app per capability, then the pages.
 * Everything it depends on comes in as an argument: server/start.ts passes the
 * real ones, tests/support/test-app.ts the test ones.
 */
import { Hono } from 'hono'
import { batchApi, listReading, newestApi } from './batch/api.ts'
import { batchApiDescription } from './batch/openapi.ts'
import { type Config, siteFromConfig } from './config.ts'
import { contactApi, type ContactStore } from './contact/api.ts'
import { contactApiDescription } from './contact/openapi.ts'
import { methodGuard } from './http/allowed-methods.ts'
import { fromTrustedProxy, proxyAwareKey } from './http/client-key.ts'
import { compress } from './http/compress.ts'
import { healthRoute } from './http/health.ts'
import { singleHost } from './http/host-header.ts'
import { HttpError, toResponse } from './http/http-error.ts'
import { httpMetrics, Registry } from './http/metrics.ts'
import { kernelApiDescription, openApiDocument, openApiRoute } from './http/openapi.ts'
import { type Readiness, readinessRoute } from './http/readiness.ts'
import { requestLog } from './http/request-log.ts'
import { requestTrace } from './http/request-trace.ts'
import { securityHeaders } from './http/security-headers.ts'
import type { Logger } from './log.ts'
import type { SharedRedis } from './shared/redis.ts'
import { batchFormRefusal, contactFormRefusal, pageRenderer, pageRoutes } from './pages/routes.ts'
import type { SiteBuild } from './pages/site-build.ts'
import { thumbnailsApi, type ThumbnailsDeps } from './thumbnails/api.ts'
import { thumbnailsApiDescription } from './thumbnails/openapi.ts'

export type AppDeps = {
  config: Config
  log: Logger
  /** What `npm run build` produced (server/pages/site-build.ts). */
  pages: SiteBuild
  thumbnails: ThumbnailsDeps
  contact: ContactStore
  /** package.json's version (server/http/version.ts), shown by `/healthz`. */
  version: string
  /** Starting, ready or draining: server/start.ts moves it on; the capabilities add checks. */
  readiness: Readiness
  /**
   * Where every metric goes (server/http/metrics.ts): server/start.ts passes the registry the
   * METRICS_PORT listener serves; default: a registry of its own, read by no one.
   */
  metrics?: Registry
  /**
   * With REDIS_URL (server/shared/redis.ts): the per-client limits and the lookup cache are
   * shared there by every replica, and /readyz says `redis degraded` while it cannot answer.
   */
  redis?: SharedRedis
}

/**
 * Every public route in `GET /api/openapi.json`, one description per capability beside its
 * routes (a new capability's routes add theirs here).
 */
const API_DESCRIPTIONS = [
  kernelApiDescription,
  thumbnailsApiDescription,
  contactApiDescription,
  batchApiDescription,
]

/**
 * The OpenAPI 3.1 document of the API at this version (server/http/openapi.ts).
 * @example apiDocument('0.3.0').info.version // '0.3.0'
 */
export function apiDocument(version: string) {
  return openApiDocument({
    version,
    description:
      'Look up the thumbnails of a YouTube video and download them as JPG, PNG or WebP, or many videos at once as a ZIP; send the site a message. docs/api.md in the repository says more.',
    apis: API_DESCRIPTIONS,
  })
}

export function createApp({
  config,
  log,
  pages,
  thumbnails,
  contact,
  version,
  readiness,
  metrics = new Registry(),
  redis,
}: AppDeps) {
  const thumbnailsCapability = thumbnailsApi({
    clientKey: proxyAwareKey(config.trustProxy),
    registry: metrics,
    log,
    ...(redis && { redis }),
    ...thumbnails,
  })
  readiness.check('contact store', () => contact.ready())
  // Optional: without Redis each process falls back to its own limits and cache.
  if (redis)
    readiness.check('redis', async () => (await redis.attempt((c) => c.ping())) !== undefined, {
      optional: true,
    })

  const app = new Hono()
  const trusted = fromTrustedProxy(config.trustProxy)
  app.use(requestLog(log, { trusted }))
  app.use(requestTrace({ trusted }))
  app.use(httpMetrics(metrics))
  app.use(singleHost())
  app.use(compress())
  // Headers only: pages bring their CSP (server/pages/static-files.ts, routes.ts).
  app.use(securityHeaders({ https: new URL(config.siteUrl).protocol === 'https:' }))
  app.use(methodGuard())

  app.route('/healthz', healthRoute({ version }))
  app.route('/readyz', readinessRoute(readiness))
  app.route('/api/thumbnails', thumbnailsCapability.routes)
  // One renderer (and one render limit) for the pages and the forms' refused posts.
  const site = siteFromConfig(config)
  const services = {
    thumbnails: thumbnailsCapability.service,
    lookupLimiter: thumbnailsCapability.lookupLimiter,
  }
  const renderPage = pageRenderer({
    build: pages,
    site,
    services,
  })
  app.route(
    '/api/contact',
    contactApi({
      store: contact,
      log,
      config,
      registry: metrics,
      redis,
      refusedForm: contactFormRefusal(renderPage),
    }),
  )
  // The batch capability fetches through the thumbnail engine: its caches and queue apply. Its
  // list reads are one allowance per client, whether a batch or GET /api/lists/newest spends them.
  const lists = listReading({ config, redis })
  app.route(
    '/api/batch',
    batchApi({
      thumbnails: thumbnailsCapability.service,
      log,
      config,
      lists,
      redis,
      refusedForm: batchFormRefusal(renderPage),
    }),
  )
  // A pasted list link costs a lookup, as a pasted video link does (the same bucket).
  app.route(
    '/api/lists',
    newestApi({ lists, limiter: thumbnailsCapability.lookupLimiter, config, redis }),
  )
  app.route('/api/openapi.json', openApiRoute(apiDocument(version)))
  app.all('/api/*', () => {
    throw new HttpError('not_found')
  })
  app.route(
    '/',
    pageRoutes({
      build: pages,
      site,
      services,
      log,
      clientKey: thumbnailsCapability.clientKey,
      render: renderPage,
    }),
  )

  app.onError((error, c) => toResponse(error, log, c.get('requestId')))
  return app
}
