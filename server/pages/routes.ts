/**
 * The site's pages: the client build's files from memory (static.ts), then
 * React Router for everything else (per-request renders, the 404 page). The
 * prerendered pages are served only when they were built with the settings
 * this server runs with, since they embed canonical URLs and contact details.
 */
import { isDeepStrictEqual } from 'node:util'
import { Hono } from 'hono'
import { BATCH_FORM_PATH, refusesLinks, type BatchFormValues } from '#core/batch-form.ts'
import { CONTACT_FORM_PATH, type ContactFormRefusal } from '#core/contact-outcome.ts'
import type { Site } from '#core/site.ts'
import { DEVELOPMENT_POLICY, newNonce, renderedPolicy } from '../http/csp.ts'
import { HttpError } from '../http/http-error.ts'
import type { ClientKey } from '../http/client-key.ts'
import { namedRoute } from '../http/route-name.ts'
import type { Logger } from '../log.ts'
import type { RenderOptions, Services } from './load-context.ts'
import type { SiteBuild } from './site-build.ts'
import { serveStaticFiles } from './static.ts'

export type PagesDeps = {
  build: SiteBuild
  site: Site
  services: Services
  log: Logger
  /** Renders at once; any more get 503 (RENDER_CONCURRENCY unless a test says otherwise). */
  renderConcurrency?: number
  /** The renderer, when others share it (server/app.ts); by default one of these pages' own. */
  render?: PageRenderer
  /** Who a render is for: the key the API's per-client limits use (server/http/client-key.ts). */
  clientKey: ClientKey
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

/** Renders one page through React Router, with what this render adds to the load context. */
export type PageRenderer = (
  request: Request,
  render?: Omit<RenderOptions, 'cspNonce'>,
) => Promise<Response>

/**
 * The React Router request handler behind the render limit, with the page's CSP and caching
 * headers. The page routes below and a refused Many links post (`batchFormRefusal`) use it.
 */
export function pageRenderer({
  build,
  site,
  services,
  renderConcurrency = RENDER_CONCURRENCY,
}: Omit<PagesDeps, 'log' | 'render' | 'clientKey'>): PageRenderer {
  let rendering = 0
  return async (request, render = {}) => {
    if (rendering >= renderConcurrency) {
      throw new HttpError('overloaded', { headers: { 'Retry-After': RENDER_RETRY_AFTER } })
    }
    // A fresh nonce per render: the page's inline scripts and stylesheet carry it, and only
    // they run (server/http/csp.ts). None in development (DEVELOPMENT_POLICY says why).
    const cspNonce = build.development ? undefined : newNonce()
    rendering++
    let response: Response
    try {
      response = await build.render(request, site, services, { ...render, cspNonce })
    } finally {
      rendering--
    }
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      const policy = cspNonce === undefined ? DEVELOPMENT_POLICY : renderedPolicy(cspNonce)
      response.headers.set('Content-Security-Policy', policy)
    }
    if (!response.headers.has('Cache-Control')) {
      // Error pages must never be cached; rendered pages revalidate.
      response.headers.set(
        'Cache-Control',
        response.status >= 400 ? 'no-store' : 'public, max-age=0, must-revalidate',
      )
    }
    return response
  }
}

/**
 * The answer to a browser's own form post that the server refused (docs/decisions/011-no-js-paths.md):
 * the form's page, rendered at the address the form posted to (so the page's script finds the
 * same route when it hydrates), with what `render` adds (the refusal and the posted values),
 * under the refusal's status and headers (a 429's Retry-After among them). Never cached: it
 * holds what the visitor typed.
 */
async function refusedFormPage(
  render: PageRenderer,
  request: Request,
  path: string,
  error: HttpError,
  options: Omit<RenderOptions, 'cspNonce' | 'client'>,
) {
  const headers = new Headers(request.headers)
  for (const name of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) headers.delete(name)
  const page = await render(
    new Request(new URL(path, request.url), { method: 'GET', headers }),
    options,
  )
  if (page.status !== 200) return page
  const answer = new Response(page.body, { status: error.status, headers: page.headers })
  for (const [name, value] of Object.entries(error.headers)) answer.headers.set(name, value)
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}

/**
 * A refused Many links post (`BATCH_FORM_PATH`): the form page with the API's sentence and the
 * posted links and choices.
 */
export function batchFormRefusal(render: PageRenderer) {
  return (request: Request, error: HttpError, posted: BatchFormValues) =>
    refusedFormPage(render, request, BATCH_FORM_PATH, error, {
      batchRefusal: {
        code: error.code,
        message: error.message,
        links: refusesLinks(error.code, error.fields),
        posted,
      },
    })
}

/**
 * A refused contact post (`CONTACT_FORM_PATH`): the contact page with every field as typed
 * and the one at fault marked, or the reason above the button.
 */
export function contactFormRefusal(render: PageRenderer) {
  return (request: Request, error: HttpError, refusal: ContactFormRefusal) =>
    refusedFormPage(render, request, CONTACT_FORM_PATH, error, { contactRefusal: refusal })
}

export function pageRoutes({
  build,
  site,
  services,
  log,
  clientKey,
  renderConcurrency = RENDER_CONCURRENCY,
  render = pageRenderer({ build, site, services, renderConcurrency }),
}: PagesDeps) {
  const servePrerendered = isDeepStrictEqual(build.prerenderedSite, site)
  const hasPrerendered = [...build.files.values()].some((file) => file.prerendered)
  if (hasPrerendered && !servePrerendered) {
    log.info({
      msg: 'prerendered pages were built with other site settings; rendering pages per request',
    })
  }

  // Wildcard routes, named for the request log and the metrics (server/http/route-name.ts): the
  // client build's files are `static`; prerendered and rendered pages are both `page`.
  const files = [...build.files]
  const routes = new Hono()
  routes.use(namedRoute('static', serveStaticFiles(files.filter(([, file]) => !file.prerendered))))
  if (servePrerendered)
    routes.use(namedRoute('page', serveStaticFiles(files.filter(([, file]) => file.prerendered))))
  routes.all(
    '*',
    namedRoute('page', (c) => render(c.req.raw, { client: clientKey(c) })),
  )
  return routes
}
