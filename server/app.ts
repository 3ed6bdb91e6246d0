/**
 * The whole server as one Request → Response app: the HTTP kernel's middleware
 * (server/http/), the health and readiness checks, one sub-app per capability, then the pages.
 * Everything it depends on comes in as an argument: server/start.ts passes the
 * real ones, tests/support/test-app.ts the test ones.
 */
import { Hono } from 'hono'
import { batchApi } from './batch/api.ts'
import { type Config, siteFromConfig } from './config.ts'
import { contactApi, type ContactStore } from './contact/api.ts'
import { methodGuard } from './http/allowed-methods.ts'
import { compress } from './http/compress.ts'
import { healthRoute } from './http/health.ts'
import { HttpError, toResponse } from './http/http-error.ts'
import { type Readiness, readinessRoute } from './http/readiness.ts'
import { requestLog, type RequestLogVariables } from './http/request-log.ts'
import { securityHeaders } from './http/security-headers.ts'
import type { Logger } from './log.ts'
import { pageRoutes } from './pages/routes.ts'
import type { SiteBuild } from './pages/site-build.ts'
import { thumbnailsApi, type ThumbnailsDeps } from './thumbnails/api.ts'

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
}

export type AppEnv = { Variables: RequestLogVariables }

export function createApp({
  config,
  log,
  pages,
  thumbnails,
  contact,
  version,
  readiness,
}: AppDeps) {
  const thumbnailsCapability = thumbnailsApi(thumbnails)
  readiness.check('contact store', () => contact.ready())

  const app = new Hono<AppEnv>()
  app.use(requestLog(log))
  app.use(compress())
  // Inside compress: it hashes the scripts of rendered HTML before compression.
  app.use(securityHeaders({ https: new URL(config.siteUrl).protocol === 'https:' }))
  app.use(methodGuard())

  app.route('/healthz', healthRoute({ version }))
  app.route('/readyz', readinessRoute(readiness))
  app.route('/api/thumbnails', thumbnailsCapability.routes)
  app.route('/api/contact', contactApi({ store: contact, log, config }))
  // The batch capability fetches through the thumbnail engine: its caches and queue apply.
  app.route('/api/batch', batchApi({ thumbnails: thumbnailsCapability.service, log, config }))
  app.all('/api/*', () => {
    throw new HttpError('not_found')
  })
  app.route(
    '/',
    pageRoutes({
      build: pages,
      site: siteFromConfig(config),
      services: { thumbnails: thumbnailsCapability.service },
      log,
    }),
  )

  app.onError((error, c) => toResponse(error, log, c.get('requestId')))
  return app
}
