/**
 * @module One capability's routes on their own, for route tests: `app.request()` answers its
 * paths as the whole server would, without the pages and so without the React build. Around
 * the routes stand the pieces of the HTTP kernel (server/http/) those answers depend on, in the
 * order of server/app.ts: the request log (it sets `requestId` and logs the route Hono matched),
 * the method guard's 405, and `onError` → `toResponse`, the one place an error becomes a
 * response. What the whole app adds to every response (compression, CSP and security headers),
 * the JSON 404 of unknown `/api` paths and the pages are tested through `testApp()`
 * (test-app.ts).
 */
import { Hono } from 'hono'
import { parseConfig } from '#server/config.ts'
import { contactApi, type ContactStore } from '#server/contact/api.ts'
import { methodGuard } from '#server/http/allowed-methods.ts'
import { toResponse } from '#server/http/http-error.ts'
import { requestLog } from '#server/http/request-log.ts'
import { thumbnailsApi, type ThumbnailsDeps } from '#server/thumbnails/api.ts'
import { memoryLogger } from './memory-logger.ts'
import { contactStore, eachRequestItsOwnClient, NO_UPSTREAM } from './test-app.ts'

/**
 * `routes` mounted at `path` with the kernel's request log, method guard and error mapping.
 * @example const { app, log } = routeApp('/api/thumbnails', thumbnailsApi({ upstream }).routes)
 */
export function routeApp(path: string, routes: Hono, log = memoryLogger()) {
  const app = new Hono()
  app.use(requestLog(log))
  app.use(methodGuard())
  app.route(path, routes)
  app.onError((error, c) => toResponse(error, log, c.get('requestId')))
  return { app, log }
}

/**
 * `/api/thumbnails` alone, assembled by server/thumbnails/api.ts as the server does; by default
 * on an image host that must not be called.
 * @example const { app } = thumbnailsApp({ upstream: createUpstream(host.origin) })
 */
export function thumbnailsApp({ upstream = NO_UPSTREAM, ...deps }: Partial<ThumbnailsDeps> = {}) {
  return routeApp(
    '/api/thumbnails',
    thumbnailsApi({ upstream, clientKey: eachRequestItsOwnClient(), ...deps }).routes,
  )
}

/**
 * `/api/contact` alone, on `contact` (default: a new in-memory store), configured by the
 * environment `env` (e.g. TRUST_PROXY, CONTACT_DAILY_CAP) as the server would be.
 * @example const { app, log } = contactApp({ env: { TRUST_PROXY: '10.0.0.0/8' } })
 */
export function contactApp({
  contact = contactStore(),
  env = {},
}: { contact?: ContactStore; env?: Record<string, string> } = {}) {
  const log = memoryLogger()
  const routes = contactApi({ store: contact, log, config: parseConfig(env) })
  return { ...routeApp('/api/contact', routes, log), contact }
}

/**
 * The Node bindings @hono/node-server gives a request from `address`, as the third argument of
 * `app.request()`: rate limits key on that socket peer (server/http/client-key.ts).
 * @example app.request('/api/contact', init, fromPeer('203.0.113.7'))
 */
export function fromPeer(address: string) {
  return { incoming: { socket: { remoteAddress: address } } }
}
